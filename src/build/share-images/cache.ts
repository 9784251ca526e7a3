import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Images from earlier builds, kept in Astro's cache folder (`<cacheDir>/share-images`) and keyed by
 * everything that shapes them (the card's text, the card and renderer source, the fonts),
 * so a rebuild only draws the cards whose title or design changed.
 */
export class ShareImageCache {
  readonly #dir: string;
  readonly #salt: string;

  constructor(dir: string, designFiles: string[]) {
    this.#dir = dir;
    const hash = createHash('sha256');
    for (const file of designFiles) hash.update(readFileSync(file));
    this.#salt = hash.digest('hex');
  }

  key(card: object): string {
    return createHash('sha256').update(this.#salt).update(JSON.stringify(card)).digest('hex').slice(0, 32);
  }

  get(key: string): Buffer | undefined {
    try {
      return readFileSync(join(this.#dir, `${key}.png`));
    } catch {
      return undefined;
    }
  }

  set(key: string, png: Buffer): void {
    mkdirSync(this.#dir, { recursive: true });
    writeFileSync(join(this.#dir, `${key}.png`), png);
  }
}
