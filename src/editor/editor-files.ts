import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where npm installed Sveltia CMS (its entry for bundlers is npm/index.js; its one-file build is dist/). */
const packageRoot = () => join(dirname(createRequire(`${process.cwd()}/package.json`).resolve('@sveltia/cms')), '..');

/** The editor's one-file build. */
export const editorScriptPath = () => join(packageRoot(), 'dist', 'sveltia-cms.js');

/** The typefaces the package ships ("source-sans-3-latin-wght-normal" -> its .woff2 file), by name without the hash. */
export function editorFonts(): Map<string, string> {
  const assets = join(packageRoot(), 'npm', 'assets');
  return new Map(
    readdirSync(assets)
      .filter((file) => file.endsWith('.woff2'))
      .map((file) => [file.replace(/-[\w]{8}\.woff2$/, ''), join(assets, file)]),
  );
}

const FONT_CDN = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

/**
 * The one-file build loads its typefaces from a font CDN; here they come from the site, so the
 * editor needs no network on a marketer's machine and its policy allows no font host.
 */
export const withLocalFonts = (script: string): string => script.replace(FONT_CDN, '/admin/fonts/$1-$2.woff2');
