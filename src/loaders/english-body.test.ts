import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, describe, expect, it } from 'vitest';
import { englishBodies } from './english-body';

describe('a translated Markdown entry without a body', () => {
  const root = mkdtempSync(join(tmpdir(), 'english-body-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('content/products/sms.md', '---\nname: SMS API\n---\n\nSee [prices](/pricing/sms).\n');
  write('content/products/de/sms.md', '---\nname: SMS-API\n---\n');
  write('content/products/fax.md', '---\nname: Fax API\n---\n\nSend faxes.\n');
  write('content/products/de/fax.md', '---\nname: Fax-API\n---\n\nFaxe senden.\n');

  const stored: unknown[] = [];
  const rendered: { body: string; file: string }[] = [];
  const context = {
    config: { root: pathToFileURL(`${root}/`) },
    store: { set: (entry: unknown) => stored.push(entry) && true },
    renderMarkdown: async (body: string, options?: { fileURL?: URL }) => {
      rendered.push({ body, file: options?.fileURL?.pathname ?? '' });
      return { html: `<p>${body}</p>`, metadata: { imagePaths: [] } };
    },
  } as unknown as LoaderContext;

  it('gets the English body, rendered as if it were its own (its links then lead to its language)', async () => {
    const { prepare, store } = englishBodies(context);
    await prepare(join(root, 'content/products/de/sms.md'));
    await prepare(join(root, 'content/products/de/fax.md'));
    store.set({ id: 'de/sms', data: {}, body: '', filePath: 'content/products/de/sms.md' });
    store.set({ id: 'de/fax', data: {}, body: 'Faxe senden.', filePath: 'content/products/de/fax.md' });
    expect(rendered).toEqual([{ body: 'See [prices](/pricing/sms).', file: join(root, 'content/products/de/sms.md') }]);
    expect(stored).toEqual([
      {
        id: 'de/sms',
        data: {},
        body: 'See [prices](/pricing/sms).',
        filePath: 'content/products/de/sms.md',
        rendered: { html: '<p>See [prices](/pricing/sms).</p>', metadata: { imagePaths: [] } },
        assetImports: [],
      },
      { id: 'de/fax', data: {}, body: 'Faxe senden.', filePath: 'content/products/de/fax.md' },
    ]);
  });
});
