import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, describe, expect, it } from 'vitest';
import { putEnglishBodies } from './english-body';

type DataEntry = Parameters<LoaderContext['store']['set']>[0];

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

  const entries = new Map<string, DataEntry>();
  const rendered: { body: string; file: string }[] = [];
  const context = {
    config: { root: pathToFileURL(`${root}/`) },
    store: {
      values: () => [...entries.values()],
      delete: (id: string) => entries.delete(id),
      set: (entry: DataEntry) => entries.set(entry.id, entry) && true,
    },
    renderMarkdown: async (body: string, options?: { fileURL?: URL }) => {
      rendered.push({ body, file: options?.fileURL?.pathname ?? '' });
      return { html: `<p>${body}</p>`, metadata: { imagePaths: ['./images/map.png'] } };
    },
  } as unknown as LoaderContext;

  it('gets the English body, rendered as if it were its own (its links then lead to its language), keeping its digest', async () => {
    const stored: DataEntry[] = [
      { id: 'sms', data: {}, body: 'See [prices](/pricing/sms).', filePath: 'content/products/sms.md', digest: 'a' },
      {
        id: 'de/sms',
        data: {},
        body: '',
        filePath: 'content/products/de/sms.md',
        digest: 'b',
        assetImports: ['x.png'],
      },
      { id: 'de/fax', data: {}, body: 'Faxe senden.', filePath: 'content/products/de/fax.md', digest: 'c' },
    ];
    for (const entry of stored) entries.set(entry.id, entry);
    await putEnglishBodies(context);
    expect(rendered).toEqual([{ body: 'See [prices](/pricing/sms).', file: join(root, 'content/products/de/sms.md') }]);
    expect(entries.get('de/sms')).toEqual({
      id: 'de/sms',
      data: {},
      body: 'See [prices](/pricing/sms).',
      filePath: 'content/products/de/sms.md',
      digest: 'b',
      rendered: { html: '<p>See [prices](/pricing/sms).</p>', metadata: { imagePaths: ['./images/map.png'] } },
      assetImports: ['x.png', './images/map.png'],
    });
    expect(entries.get('sms')).toBe(stored[0]);
    expect(entries.get('de/fax')).toBe(stored[2]);
  });

  it('is left as it is once it has the English body (a build that found it unchanged)', async () => {
    rendered.length = 0;
    const before = entries.get('de/sms');
    await putEnglishBodies(context);
    expect(rendered).toEqual([]);
    expect(entries.get('de/sms')).toBe(before);
  });
});
