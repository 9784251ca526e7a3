import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { load as parseYaml } from 'js-yaml';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { planSchema } from '../schemas/pricing';
import { catalogueSchemas } from '../schemas/catalogue';
import { checkContentImages } from '../images/content-images';
import { contentLoader, takePosition } from './content-loader';

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, readFileSync: vi.fn(fs.readFileSync) };
});
vi.mock('../images/content-images', async (importOriginal) => {
  const images = await importOriginal<typeof import('../images/content-images')>();
  return { ...images, checkContentImages: vi.fn(images.checkContentImages) };
});

type Entry = Parameters<LoaderContext['store']['set']>[0];

const root = mkdtempSync(join(tmpdir(), 'content-loader-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** How often the loader read each file while `run` ran: every read goes through readFileSync. */
async function readsDuring(run: () => Promise<void>): Promise<(file: string) => number> {
  vi.mocked(readFileSync).mockClear();
  await run();
  const paths = vi.mocked(readFileSync).mock.calls.map(([path]) => String(path));
  return (file) => paths.filter((path) => path === join(root, file)).length;
}

/** Astro's side of a load, as a loader sees it: a store, and a schema check that passes the data through. */
function loadContext(
  entries: Map<string, Entry>,
  { watcher, parsed = [], warned = [] }: { watcher?: EventEmitter; parsed?: string[]; warned?: string[] } = {},
): LoaderContext {
  return {
    collection: 'test',
    config: { root: pathToFileURL(`${root}/`), srcDir: pathToFileURL(`${root}/src/`) },
    store: {
      get: (id: string) => entries.get(id),
      keys: () => [...entries.keys()],
      values: () => [...entries.values()],
      has: (id: string) => entries.has(id),
      delete: (id: string) => entries.delete(id),
      clear: () => entries.clear(),
      set: (entry: Entry) => entries.set(entry.id, entry) && true,
    },
    parseData: async ({ data, filePath }: { data: unknown; filePath?: string }) => {
      if (filePath) parsed.push(filePath.replace(`${root}/`, ''));
      return data;
    },
    generateDigest: (data: unknown) => JSON.stringify(data),
    renderMarkdown: async (body: string) => ({ html: `<p>${body}</p>`, metadata: { imagePaths: [] } }),
    entryTypes: new Map([
      [
        '.md',
        {
          getEntryInfo: ({ contents }: { contents: string }) => {
            const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(contents) ?? [];
            return { data: parseYaml(yaml), body: body.trim() };
          },
        },
      ],
    ]),
    logger: { info: () => {}, warn: (message: string) => warned.push(message), error: () => {}, debug: () => {} },
    watcher: watcher && Object.assign(watcher, { add: () => watcher }),
  } as unknown as LoaderContext;
}

const plan = (id: string, price: number) =>
  `- id: ${id}\n  name: ${id}\n  description: For ${id}.\n  monthlyPrice: ${price}\n  yearlyPrice: ${price * 10}\n` +
  `  features:\n    - id: users\n      text: "{count} users"\n      count: 5\n  buttonText: Start\n  buttonLink: /register\n`;

describe('a translated YAML list file', () => {
  write('content/pricing/plans.yaml', plan('team', 99) + plan('basic', 49));
  write(
    'content/pricing/de/plans.yaml',
    `- id: basic\n  name: Basis\n  description: Für Basis.\n  features:\n    - id: users\n      text: "{count} Nutzer"\n  buttonText: Los\n` +
      `- id: team\n  name: Team\n  description: Für Teams.\n  features:\n    - id: users\n      text: "{count} Nutzer"\n  buttonText: Los\n`,
  );
  const entries = new Map<string, Entry>();
  const loader = contentLoader('plans', { kind: 'file', file: join(root, 'content/pricing/plans.yaml') }, planSchema);

  it('is read once in a load, though every translated entry is merged over its English one', async () => {
    const readsOf = await readsDuring(() => loader.load(loadContext(entries)));
    expect(readsOf('content/pricing/plans.yaml')).toBe(1);
    expect(readsOf('content/pricing/de/plans.yaml')).toBe(1);
    expect([...entries.keys()].sort()).toEqual(['basic', 'de/basic', 'de/team', 'team']);
  });

  it('hands no plan to the image check, as a plan has no image field and no body', async () => {
    vi.mocked(checkContentImages).mockClear();
    await loader.load(loadContext(new Map()));
    expect(checkContentImages).not.toHaveBeenCalled();
  });

  it('gives each translated entry the English values, and every entry its place in the English file', () => {
    expect(entries.get('de/basic')?.data).toMatchObject({ name: 'Basis', monthlyPrice: 49, __position: 1 });
    expect(entries.get('de/team')?.data).toMatchObject({ name: 'Team', monthlyPrice: 99, __position: 0 });
    expect(entries.get('team')?.data).toMatchObject({ name: 'team', __position: 0 });
  });

  it('gives the data layer each entry without its place, and the place to sort by', () => {
    const { data, position } = takePosition(entries.get('de/team')?.data);
    expect(position).toBe(0);
    expect(data).toMatchObject({ name: 'Team', monthlyPrice: 99 });
    expect(data).not.toHaveProperty('__position');
  });

  it('is not read again by a load that finds it unchanged', async () => {
    const readsOf = await readsDuring(() => loader.load(loadContext(entries)));
    expect(readsOf('content/pricing/plans.yaml')).toBe(0);
    expect(entries.get('de/basic')?.data).toMatchObject({ monthlyPrice: 49 });
  });
});

describe('a translated folder of Markdown files', () => {
  write(
    'content/products/sms.md',
    `---\nname: SMS API\nchannel: SMS\nicon: message-square\norder: 1\n---\n\nSend texts.\n`,
  );
  write('content/products/de/sms.md', `---\nname: SMS-API\n---\n`);
  const entries = new Map<string, Entry>();

  it('reads each English file once in a load: for the digest, the merge and the body a translation lacks', async () => {
    const loader = contentLoader(
      'products',
      { kind: 'folder', base: join(root, 'content/products'), pattern: '*.md' },
      catalogueSchemas.products,
    );
    vi.mocked(checkContentImages).mockClear();
    const readsOf = await readsDuring(() => loader.load(loadContext(entries)));
    expect(readsOf('content/products/sms.md')).toBe(1);
    expect(entries.get('de/sms')).toMatchObject({ data: { name: 'SMS-API', order: 1 }, body: 'Send texts.' });
    expect(vi.mocked(checkContentImages).mock.calls.map(([file]) => file)).toEqual([
      join(root, 'content/products/sms.md'),
    ]);
  });
});

describe('a translated folder while `astro dev` runs', () => {
  const product = (name: string, order: number) =>
    `---\nname: ${name}\nchannel: ${name}\nicon: message-square\norder: ${order}\n---\n\nAbout ${name}.\n`;
  write('content/catalogue/sms.md', product('SMS', 1));
  write('content/catalogue/de/sms.md', `---\nname: SMS-API\n---\n`);
  write('content/catalogue/fax.md', product('Fax', 2));
  write('content/catalogue/de/fax.md', `---\nname: Fax-API\n---\n`);
  const entries = new Map<string, Entry>();
  const watcher = new EventEmitter();
  const parsed: string[] = [];

  it('loads again a saved English file and its translations, which take its new values, and nothing else', async () => {
    const loader = contentLoader(
      'products',
      { kind: 'folder', base: join(root, 'content/catalogue'), pattern: '*.md' },
      catalogueSchemas.products,
    );
    await loader.load(loadContext(entries, { watcher, parsed }));
    expect(parsed.sort()).toEqual([
      'content/catalogue/de/fax.md',
      'content/catalogue/de/sms.md',
      'content/catalogue/fax.md',
      'content/catalogue/sms.md',
    ]);
    parsed.length = 0;
    write('content/catalogue/sms.md', product('SMS', 7).replace('About SMS.', 'Texts.'));
    watcher.emit('change', join(root, 'content/catalogue/sms.md'));
    await vi.waitFor(() => expect(entries.get('de/sms')).toMatchObject({ data: { order: 7 }, body: 'Texts.' }));
    expect(parsed.sort()).toEqual(['content/catalogue/de/sms.md', 'content/catalogue/sms.md']);
    expect(entries.get('de/fax')).toMatchObject({ data: { order: 2 }, body: 'About Fax.' });
  });
});

describe('a folder whose image changes while its Markdown file does not', () => {
  const post = `---\nname: Fax\nchannel: Fax\nicon: message-square\norder: 3\n---\n\n![A fax](./images/fax.svg)\n`;
  write('content/gallery/fax.md', post);
  write('content/gallery/images/fax.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  const entries = new Map<string, Entry>();
  const loader = contentLoader(
    'products',
    { kind: 'folder', base: join(root, 'content/gallery'), pattern: '*.md' },
    catalogueSchemas.products,
  );
  const parsedBy = async () => {
    const parsed: string[] = [];
    await loader.load(loadContext(entries, { parsed }));
    return parsed;
  };

  it('loads the entry again, so its image checks run on the new image, or report it gone', async () => {
    expect(await parsedBy()).toEqual(['content/gallery/fax.md']);
    expect(await parsedBy()).toEqual([]);
    write('content/gallery/images/fax.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>');
    expect(await parsedBy()).toEqual(['content/gallery/fax.md']);
    rmSync(join(root, 'content/gallery/images/fax.svg'));
    await expect(parsedBy()).rejects.toThrow(/fax\.md: line 8: no image file .*images\/fax\.svg/);
  });
});

describe('a field its schema does not know', () => {
  const product = (extra: string) =>
    `---\nname: Fax\nchannel: Fax\nicon: message-square\norder: 3\n${extra}---\n\nAbout fax.\n`;
  const loadFolder = (folder: string) =>
    contentLoader(
      'products',
      { kind: 'folder', base: join(root, `content/${folder}`), pattern: '*.md' },
      catalogueSchemas.products,
    ).load(loadContext(new Map()));

  it('stops the load, naming the file and the field, with the field it most likely means', async () => {
    write('content/misspelt/fax.md', product('ordr: 4\n'));
    await expect(loadFolder('misspelt')).rejects.toThrow(
      'content/misspelt/fax.md: "ordr" is not a field here: did you mean "order"? Correct its name, or remove it (content/README.md, section 5, lists every field)',
    );
  });

  it('names each such field at once, a field nowhere near a known one without a guess', async () => {
    write('content/unknown/fax.md', product('embargoUntil: 2027-01-01\nIcon: mail\n'));
    await expect(loadFolder('unknown')).rejects.toThrow(
      /content\/unknown\/fax\.md: "embargoUntil" is not a field here: correct its name, or remove it \(content\/README\.md, section 5, lists every field\)\n.*content\/unknown\/fax\.md: "Icon" is not a field here: did you mean "icon"\?/,
    );
  });

  it('in a YAML list, names the entry and the field at its depth', async () => {
    write(
      'content/prices/plans.yaml',
      plan('basic', 49).replace('      count: 5\n', '      count: 5\n      lable: x\n'),
    );
    const loader = contentLoader('plans', { kind: 'file', file: join(root, 'content/prices/plans.yaml') }, planSchema);
    await expect(loader.load(loadContext(new Map()))).rejects.toThrow(
      'content/prices/plans.yaml: "[id=basic].features.0.lable" is not a field here',
    );
  });

  it('lets a Markdown file name its own address (slug), which Astro reads', async () => {
    write('content/addressed/fax.md', product('slug: fax-api\n'));
    await expect(loadFolder('addressed')).resolves.toBeUndefined();
  });
});

describe('a date in a Markdown file', () => {
  it('reaches the schema as written, not as the Date YAML makes of it (2026-02-30 would be 2 March)', async () => {
    write(
      'content/dated/fax.md',
      `---\nname: Fax\nchannel: Fax\nicon: printer\norder: 5\ndate: 2026-02-30\n---\n\nFax.\n`,
    );
    const entries = new Map<string, Entry>();
    await contentLoader(
      'changelog',
      { kind: 'folder', base: join(root, 'content/dated'), pattern: '*.md' },
      undefined,
    ).load(loadContext(entries));
    expect(entries.get('fax')?.data).toMatchObject({ date: '2026-02-30' });
  });
});

describe('HTML in a Markdown body', () => {
  it('stops the load, naming the file and the line', async () => {
    write(
      'content/html/fax.md',
      '---\nname: Fax\nchannel: Fax\nicon: message-square\norder: 3\n---\n\nAbout fax. <img src=x onerror=alert(1)>\n',
    );
    const loader = contentLoader(
      'products',
      { kind: 'folder', base: join(root, 'content/html'), pattern: '*.md' },
      catalogueSchemas.products,
    );
    await expect(loader.load(loadContext(new Map()))).rejects.toThrow(
      'content/html/fax.md: HTML is not published from Markdown (line 8: <img src=x onerror=alert(1)>)',
    );
  });
});

describe('an item added in a translation, as the editor writes one added in its Spanish tab', () => {
  it('stops the build saying to add it in English first', async () => {
    write('content/faqs/plans.yaml', plan('basic', 49));
    write('content/faqs/es/plans.yaml', `- id: basic\n  name: Básico\n- id: ''\n  name: Nuevo\n`);
    const loader = contentLoader('plans', { kind: 'file', file: join(root, 'content/faqs/plans.yaml') }, planSchema);
    await expect(loader.load(loadContext(new Map()))).rejects.toThrow(
      `content/faqs/es/plans.yaml: entry 2 has no id. A translation translates the items of ${join(root, 'content/faqs/plans.yaml')}, each by its id: add the item there (in the editor, in the English tab), then translate it here`,
    );
  });
});

describe('what English removed and its translations still have', () => {
  const translated = (name: string) =>
    `- id: basic\n  name: ${name}\n  features:\n    - id: users\n      text: "{count} x"\n    - id: api\n      text: API\n` +
    `- id: starter\n  name: ${name} Start\n`;
  write('content/removed/plans.yaml', plan('basic', 49));
  write('content/removed/es/plans.yaml', translated('Básico'));
  write('content/removed/de/plans.yaml', translated('Basis'));
  write(
    'content/gone/sms.md',
    `---\nname: SMS API\nchannel: SMS\nicon: message-square\norder: 1\n---\n\nSend texts.\n`,
  );
  write('content/gone/de/sms.md', `---\nname: SMS-API\n---\n`);
  write('content/gone/de/fax.md', `---\nname: Fax-API\n---\n\nFaxe senden.\n`);

  it('an item or a list entry: the build goes on without them, and warns naming each in every language', async () => {
    const entries = new Map<string, Entry>();
    const warned: string[] = [];
    const loader = contentLoader('plans', { kind: 'file', file: join(root, 'content/removed/plans.yaml') }, planSchema);
    await loader.load(loadContext(entries, { warned }));
    expect([...entries.keys()].sort()).toEqual(['basic', 'de/basic', 'es/basic']);
    expect(entries.get('de/basic')?.data).toMatchObject({
      name: 'Basis',
      features: [{ id: 'users', text: '{count} x' }],
    });
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatch(/^4 translated text\(s\) that English no longer has, left out/);
    for (const language of ['es', 'de'])
      for (const key of ['\\[id=basic\\]\\.features\\[id=api\\]', '\\[id=starter\\]'])
        expect(warned[0]).toMatch(
          new RegExp(
            `content/removed/${language}/plans\\.yaml: "${key}" is no longer in \\S*content/removed/plans\\.yaml, so the site leaves it out`,
          ),
        );
  });

  it('a whole file: the build goes on without its translation, and warns naming it', async () => {
    const entries = new Map<string, Entry>();
    const warned: string[] = [];
    await contentLoader(
      'products',
      { kind: 'folder', base: join(root, 'content/gone'), pattern: '*.md' },
      catalogueSchemas.products,
    ).load(loadContext(entries, { warned }));
    expect([...entries.keys()].sort()).toEqual(['de/sms', 'sms']);
    expect(warned).toEqual([
      expect.stringMatching(
        /^1 translated text\(s\) that English no longer has, left out[^]*content\/gone\/de\/fax\.md: the entry is no longer in \S*content\/gone\/fax\.md, so the site leaves it out/,
      ),
    ]);
  });
});

describe('the errors a collection shows while `astro dev` runs', () => {
  const product = (order: string) =>
    `---\nname: Fax\nchannel: Fax\nicon: message-square\norder: ${order}\n---\n\nAbout fax.\n`;
  const file = (name: string) => join(root, `content/live/${name}`);

  it('are those of its last load: none once it loads, though the file first blamed is gone', async () => {
    const { currentContentErrors } = await import('./content-errors');
    const watcher = new EventEmitter();
    write('content/live/fax.md', product('3'));
    await contentLoader(
      'products',
      { kind: 'folder', base: join(root, 'content/live'), pattern: '*.md' },
      catalogueSchemas.products,
    ).load(loadContext(new Map(), { watcher }));
    const shown = () => currentContentErrors().map(({ file: named }) => named.replace(/^.*content\/live\//, ''));

    write('content/live/oops.md', product('first').replace('order: first', 'ordr: 1'));
    watcher.emit('add', file('oops.md'));
    await vi.waitFor(() => expect(shown()).toEqual(['oops.md']));
    // Deleted, while another file gets a mistake in the same save.
    rmSync(file('oops.md'));
    write('content/live/fax.md', product('3').replace('order: 3', 'ordr: 3'));
    watcher.emit('unlink', file('oops.md'));
    watcher.emit('change', file('fax.md'));
    await vi.waitFor(() => expect(shown()).toEqual(['fax.md']));
    write('content/live/fax.md', product('3'));
    watcher.emit('change', file('fax.md'));
    await vi.waitFor(() => expect(shown()).toEqual([]));
  });
});
