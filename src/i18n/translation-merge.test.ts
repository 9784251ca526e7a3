import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { collections } from '../content.config';
import { copy } from '../schemas/copy';
import { link, linkItem } from '../schemas/fields';
import { fieldShape, holdsCopy, listKey, type CollectionSchema, type FieldShape } from '../schemas/field-shape';
import { isTranslatedCollection } from './content-languages';
import {
  describeLeftOver,
  describeTranslationProblems,
  inListEntry,
  mergeTranslation,
  repeatedKeys,
  takeEnglishPlaces,
  untranslatedPlaces,
  withEnglishPlaces,
} from './translation-merge';

const kept = new Set(['Relaymark', 'SMS API']);
const shape = fieldShape(
  z.object({
    name: copy(),
    price: z.number(),
    icon: z.string(),
    recommended: z.boolean().default(false),
    cta: z.object({ label: copy(), href: link }),
    features: z.array(z.object({ id: z.string(), text: copy(), count: z.number().optional() })),
    menu: z.array(linkItem.extend({ description: copy() })),
    note: copy().optional(),
  }),
);
const english = {
  name: 'Starter plan',
  price: 49,
  icon: 'mail',
  cta: { label: 'Start free', href: '/register' },
  features: [
    { id: 'users', text: '{count} user', count: 1 },
    { id: 'support', text: 'Email support' },
  ],
  menu: [
    { label: 'API Reference', href: '/developers/api', description: 'Every endpoint.' },
    { label: 'SDKs', href: '/developers/sdks', description: 'Client libraries.' },
  ],
};
const spanish = {
  name: 'Plan inicial',
  cta: { label: 'Empieza gratis' },
  features: [
    { id: 'support', text: 'Soporte por correo' },
    { id: 'users', text: '{count} usuario' },
  ],
  menu: [
    { href: '/developers/sdks', label: 'SDK', description: 'Bibliotecas cliente.' },
    { href: '/developers/api', label: 'Referencia de la API', description: 'Cada endpoint.' },
  ],
};
const merged = {
  name: 'Plan inicial',
  price: 49,
  icon: 'mail',
  cta: { label: 'Empieza gratis', href: '/register' },
  features: [
    { id: 'users', text: '{count} usuario', count: 1 },
    { id: 'support', text: 'Soporte por correo' },
  ],
  menu: [
    { label: 'Referencia de la API', href: '/developers/api', description: 'Cada endpoint.' },
    { label: 'SDK', href: '/developers/sdks', description: 'Bibliotecas cliente.' },
  ],
};

describe('a translation merged over its English entry', () => {
  it('takes its wording and every value from English, pairing list items by id, or by a link’s href', () => {
    expect(mergeTranslation(shape, english, spanish, kept)).toEqual({
      data: merged,
      problems: [],
      inEnglish: [],
      leftOver: [],
    });
  });

  it('shows a text or list item the translation lacks in English, in the English order, and says where', () => {
    const added = {
      ...english,
      features: [{ id: 'sso', text: 'Single sign-on' }, ...english.features],
      menu: [...english.menu, { label: 'Changelog', href: '/changelog', description: 'What changed.' }],
    };
    const { cta: _cta, ...withoutButton } = spanish;
    const { data, problems, inEnglish } = mergeTranslation(shape, added, { ...withoutButton, cta: {} }, kept);
    expect(problems).toEqual([]);
    expect(data).toEqual({
      ...merged,
      cta: { label: 'Start free', href: '/register' },
      features: [{ id: 'sso', text: 'Single sign-on' }, ...merged.features],
      menu: [...merged.menu, { label: 'Changelog', href: '/changelog', description: 'What changed.' }],
    });
    expect(inEnglish).toEqual([
      { path: 'cta.label', at: ['cta', 'label'], reason: 'missing' },
      { path: 'features[id=sso]', at: ['features', 0], reason: 'missing' },
      { path: 'menu[href=/changelog]', at: ['menu', 2], reason: 'missing' },
    ]);
  });

  it('shows a whole list, or an item without wording, in English item by item; a text of an item on its own', () => {
    const german = {
      name: 'Einstiegstarif',
      cta: { label: 'Kostenlos starten' },
      features: [{ id: 'users' }, { id: 'support', text: 'E-Mail-Support' }],
      menu: [{ href: '/developers/api', label: 'API-Referenz' }],
    };
    const { menu: _menu, ...withoutMenu } = german;
    expect(mergeTranslation(shape, english, withoutMenu, kept).inEnglish.map(({ path }) => path)).toEqual([
      'features[id=users]',
      'menu[href=/developers/api]',
      'menu[href=/developers/sdks]',
    ]);
    expect(mergeTranslation(shape, english, german, kept).inEnglish).toEqual([
      { path: 'features[id=users]', at: ['features', 0], reason: 'missing' },
      { path: 'menu[href=/developers/api].description', at: ['menu', 0, 'description'], reason: 'missing' },
      { path: 'menu[href=/developers/sdks]', at: ['menu', 1], reason: 'missing' },
    ]);
  });

  it('stops at a value written in the translation, naming its key, and keeps the English one', () => {
    const { data, problems } = mergeTranslation(
      shape,
      english,
      {
        ...spanish,
        price: 56,
        recommended: true,
        cta: { label: 'Empieza', href: '/es/register' },
        features: [{ id: 'users', text: '{count} usuarios', count: 5 }],
      },
      kept,
    );
    expect(problems).toEqual([
      { path: 'price', problem: 'value' },
      { path: 'cta.href', problem: 'value' },
      { path: 'features[id=users].count', problem: 'value' },
      { path: 'recommended', problem: 'value' },
    ]);
    expect(data).toMatchObject({ price: 49, cta: { href: '/register' }, features: [{ count: 1 }, {}] });
  });

  it('stops at a field no schema has, at an item that does not say which it translates, and at one twice', () => {
    const german = {
      ...spanish,
      features: [
        { id: 'users', text: '{count} Nutzer' },
        { text: 'Ohne Schlüssel' },
        { id: 'users', text: '{count} Person' },
      ],
      colour: 'blau',
    };
    const { problems, leftOver } = mergeTranslation(shape, english, german, kept);
    expect(problems).toEqual([
      { path: 'features[1]', problem: 'unpaired' },
      { path: 'features[id=users]', problem: 'repeated' },
      { path: 'colour', problem: 'extra' },
    ]);
    expect(leftOver).toEqual([]);
  });

  it('leaves out, without stopping, an item, a link or a text English no longer has, and keeps the rest', () => {
    const german = {
      ...spanish,
      features: [
        { id: 'fax', text: 'Fax' },
        { id: 'users', text: '{count} Nutzer' },
      ],
      menu: [
        { href: '/developer/api', label: 'API-Referenz', description: 'Jeder Endpunkt.' },
        { href: '/developers/sdks', label: 'SDKs', description: 'Client-Bibliotheken.' },
      ],
      note: 'Hinweis',
    };
    const { data, problems, leftOver } = mergeTranslation(shape, english, german, kept);
    expect(problems).toEqual([]);
    expect(leftOver).toEqual(['features[id=fax]', 'menu[href=/developer/api]', 'note']);
    expect(data).toEqual({
      ...english,
      name: 'Plan inicial',
      cta: { label: 'Empieza gratis', href: '/register' },
      features: [
        { id: 'users', text: '{count} Nutzer', count: 1 },
        { id: 'support', text: 'Email support' },
      ],
      menu: [
        { label: 'API Reference', href: '/developers/api', description: 'Every endpoint.' },
        { label: 'SDKs', href: '/developers/sdks', description: 'Client-Bibliotheken.' },
      ],
    });
  });

  it('shows wording left as in English in English, unless it is a listed name or a value-like text', () => {
    const same = {
      ...spanish,
      name: 'Starter plan',
      features: [
        { id: 'users', text: '{count}' },
        { id: 'support', text: 'SMS API' },
      ],
    };
    const { problems, inEnglish } = mergeTranslation(shape, english, same, kept);
    expect(problems).toEqual([]);
    expect(inEnglish).toEqual([{ path: 'name', at: ['name'], reason: 'same as English', text: 'Starter plan' }]);
  });

  it('refuses a list whose items have no key, naming it for the developer', () => {
    const keyless = fieldShape(z.object({ lines: z.array(copy()) }));
    expect(() => mergeTranslation(keyless, { lines: ['One'] }, { lines: ['Uno'] }, kept)).toThrow(
      'The list "lines" holds wording but its items have no `id` or link `href`',
    );
  });

  it('says what to do, naming the file and the key', () => {
    const problems = inListEntry('basic', [
      { path: 'monthlyPrice', problem: 'value' as const },
      { path: 'colour', problem: 'extra' as const },
      { path: 'features[2]', problem: 'unpaired' as const },
    ]);
    expect(
      describeTranslationProblems('content/pricing/es/plans.yaml', 'content/pricing/plans.yaml', problems),
    ).toEqual([
      'content/pricing/es/plans.yaml: "[id=basic].monthlyPrice" is a value, not wording: remove it here; content/pricing/plans.yaml sets it for every language',
      'content/pricing/es/plans.yaml: "[id=basic].colour" is not a field here (nor in content/pricing/plans.yaml): correct its name, or remove it (content/README.md, section 5, lists every field)',
      'content/pricing/es/plans.yaml: "[id=basic].features[2]" does not say which item of content/pricing/plans.yaml it translates: write that item\'s id (or its link\'s href) in it',
    ]);
  });
});

describe('a translation written in an unexpected form', () => {
  it('takes an empty key (YAML’s null) as missing, and an empty list item as one that does not say which it translates', () => {
    const { data, problems, inEnglish } = mergeTranslation(
      shape,
      { ...english, note: null },
      { ...spanish, name: null, features: [null, ...spanish.features] },
      kept,
    );
    expect(data).toEqual({ ...merged, name: 'Starter plan', note: null });
    expect(problems).toEqual([{ path: 'features[0]', problem: 'unpaired' }]);
    expect(inEnglish).toEqual([{ path: 'name', at: ['name'], reason: 'missing' }]);
  });

  it('shows an item whose text is blank or a number in English, as an item without wording', () => {
    for (const text of ['   ', 5]) {
      const translation = { ...spanish, features: [{ id: 'users', text }, spanish.features[0]] };
      const { data, inEnglish } = mergeTranslation(shape, english, translation, kept);
      expect((data as typeof merged).features[0], String(text)).toEqual({
        id: 'users',
        text: '{count} user',
        count: 1,
      });
      expect(inEnglish, String(text)).toEqual([{ path: 'features[id=users]', at: ['features', 0], reason: 'missing' }]);
    }
  });

  it('still stops at a value an item without wording writes, and at an item written as a bare text', () => {
    const translation = { ...spanish, features: [{ id: 'users', count: 3 }, 'Soporte'] };
    expect(mergeTranslation(shape, english, translation, kept).problems).toEqual([
      { path: 'features[id=users].count', problem: 'value' },
      { path: 'features[1]', problem: 'unpaired' },
    ]);
  });

  it('stops at a text where English has a list or a group of texts, keeping the English', () => {
    const { data, problems } = mergeTranslation(
      shape,
      english,
      { ...spanish, features: 'Soporte', cta: 'Empieza gratis' },
      kept,
    );
    expect(problems).toEqual([
      { path: 'cta', problem: 'form' },
      { path: 'features', problem: 'form' },
    ]);
    expect(data).toMatchObject({ cta: english.cta, features: english.features });
  });

  it('shows a group of texts the translation leaves out in English, text by text', () => {
    const { cta: _cta, ...withoutButton } = spanish;
    expect(mergeTranslation(shape, english, withoutButton, kept).inEnglish).toEqual([
      { path: 'cta.label', at: ['cta', 'label'], reason: 'missing' },
    ]);
  });

  it('keeps a listed name written with a line break after it (a YAML block) as it is', () => {
    const withBreak = { ...english, name: 'Relaymark\n' };
    expect(mergeTranslation(shape, withBreak, { ...spanish, name: 'Relaymark\n' }, kept).inEnglish).toEqual([]);
  });

  it('reports a value it writes as a problem, never as English shown', () => {
    const { problems, inEnglish } = mergeTranslation(shape, english, { ...spanish, icon: 'correo' }, kept);
    expect(problems).toEqual([{ path: 'icon', problem: 'value' }]);
    expect(inEnglish).toEqual([]);
  });
});

describe('lists inside list items', () => {
  const plans = fieldShape(
    z.object({
      plans: z.array(
        z.object({ id: z.string(), price: z.number(), features: z.array(z.object({ id: z.string(), text: copy() })) }),
      ),
    }),
  );
  const englishPlans = { plans: [{ id: 'basic', price: 9, features: [{ id: 'sms', text: 'SMS' }] }] };

  it('merges an item whose only wording is in its own list', () => {
    const translation = { plans: [{ id: 'basic', features: [{ id: 'sms', text: 'Mensajes SMS' }] }] };
    expect(mergeTranslation(plans, englishPlans, translation, kept)).toEqual({
      data: { plans: [{ id: 'basic', price: 9, features: [{ id: 'sms', text: 'Mensajes SMS' }] }] },
      problems: [],
      inEnglish: [],
      leftOver: [],
    });
  });

  it('merges an item whose list translates some of its entries, showing the others in English', () => {
    const english = {
      plans: [
        {
          id: 'basic',
          price: 9,
          features: [
            { id: 'sms', text: 'SMS' },
            { id: 'fax', text: 'Fax' },
          ],
        },
      ],
    };
    const translation = { plans: [{ id: 'basic', features: [{ id: 'sms', text: 'Mensajes SMS' }, { id: 'fax' }] }] };
    const { data, inEnglish } = mergeTranslation(plans, english, translation, kept);
    expect(data).toEqual({
      plans: [
        {
          id: 'basic',
          price: 9,
          features: [
            { id: 'sms', text: 'Mensajes SMS' },
            { id: 'fax', text: 'Fax' },
          ],
        },
      ],
    });
    expect(inEnglish).toEqual([
      { path: 'plans[id=basic].features[id=fax]', at: ['plans', 0, 'features', 1], reason: 'missing' },
    ]);
  });

  it('shows the item in English when its list writes no wording', () => {
    const translation = { plans: [{ id: 'basic', features: [{ id: 'sms' }] }] };
    expect(mergeTranslation(plans, englishPlans, translation, kept).inEnglish).toEqual([
      { path: 'plans[id=basic]', at: ['plans', 0], reason: 'missing' },
    ]);
  });
});

describe('untranslatedPlaces', () => {
  it('lists every text and every list item of an entry no language has translated, in its order', () => {
    expect(untranslatedPlaces(shape, { ...english, note: 'Billed monthly' })).toEqual([
      ['name'],
      ['cta', 'label'],
      ['features', 0],
      ['features', 1],
      ['menu', 0],
      ['menu', 1],
      ['note'],
    ]);
  });
});

describe('the build’s message for each problem', () => {
  it('names a key given twice and a text written in the wrong form', () => {
    const problems = [
      { path: 'features[id=users]', problem: 'repeated' as const },
      { path: 'cta', problem: 'form' as const },
    ];
    expect(describeTranslationProblems('content/blog/es/a.md', 'content/blog/a.md', problems)).toEqual([
      'content/blog/es/a.md: "features[id=users]" is there twice: keep one',
      'content/blog/es/a.md: "cta" is not written as in content/blog/a.md (a list, a group of texts or a text): write it the same way',
    ]);
  });

  it('warns of what English no longer has, naming the entry itself, an entry of a list file and an item', () => {
    expect(
      describeLeftOver('content/pricing/de/plans.yaml', 'content/pricing/plans.yaml', [
        '',
        '[id=starter]',
        '[id=basic].features[id=fax]',
      ]),
    ).toEqual([
      'content/pricing/de/plans.yaml: the entry is no longer in content/pricing/plans.yaml, so the site leaves it out: remove it here, or give it the key English has now',
      'content/pricing/de/plans.yaml: "[id=starter]" is no longer in content/pricing/plans.yaml, so the site leaves it out: remove it here, or give it the key English has now',
      'content/pricing/de/plans.yaml: "[id=basic].features[id=fax]" is no longer in content/pricing/plans.yaml, so the site leaves it out: remove it here, or give it the key English has now',
    ]);
  });

  it('puts a list file’s entry in front of its own places, and names the entry alone by its id', () => {
    expect(inListEntry('basic', [{ path: '' }, { path: 'name' }])).toEqual([
      { path: '[id=basic]' },
      { path: '[id=basic].name' },
    ]);
  });
});

/** The lists under a shape that hold wording, by path, with the key their items pair by. */
function listsOf(shape: FieldShape, path: string): [string, string | undefined][] {
  if (shape.kind === 'object')
    return Object.entries(shape.properties).flatMap(([name, inner]) => listsOf(inner, path ? `${path}.${name}` : name));
  if (shape.kind !== 'array' || !holdsCopy(shape)) return [];
  return [[path, listKey(shape.items)], ...listsOf(shape.items, `${path}[]`)];
}

describe('the lists a translation writes', () => {
  it('pair their items across languages by an id or a link’s href, never by position', () => {
    const lists = Object.entries(collections)
      .filter(([name]) => isTranslatedCollection(name))
      .flatMap(([name, collection]) =>
        listsOf(fieldShape(collection.schema as CollectionSchema), '').map(([path, key]) => `${name}: ${path} ${key}`),
      );
    expect(lists).toContain('navigation: developers href');
    expect(lists).toContain('footer: columns id');
    expect(lists).toContain('footer: columns[].links href');
    expect(lists).toContain('plans: features id');
    expect(lists).toContain('products: features id');
    expect(lists.filter((list) => list.endsWith(' undefined'))).toEqual([]);
  });
});

describe('an English list whose items share a key', () => {
  const shape = fieldShape(
    z.object({
      menu: z.array(linkItem),
      columns: z.array(z.object({ id: z.string(), heading: copy(), links: z.array(linkItem) })),
    }),
  );

  it('names each item that repeats an id or href of the same list', () => {
    const link = (href: string) => ({ label: href, href });
    const data = {
      menu: [link('/a'), link('/b'), link('/a')],
      columns: [
        { id: 'one', heading: 'One', links: [link('/a'), link('/b')] },
        { id: 'one', heading: 'Two', links: [link('/c'), link('/c')] },
      ],
    };
    expect(repeatedKeys(shape, data)).toEqual(['menu[href=/a]', 'columns[id=one]', 'columns[id=one].links[href=/c]']);
  });

  it('names a repeat inside an item of a list without keys by the item’s position', () => {
    const rows = fieldShape(z.object({ rows: z.array(z.object({ cells: z.array(linkItem) })) }));
    const cell = (href: string) => ({ label: href, href });
    const data = { rows: [{ cells: [cell('/a')] }, { cells: [cell('/a'), cell('/b'), cell('/b')] }] };
    expect(repeatedKeys(rows, data)).toEqual(['rows[1].cells[href=/b]']);
  });

  it('finds nothing in data not written as its schema has it (its own schema check reports that)', () => {
    expect(repeatedKeys(shape, { menu: 'a text', columns: { id: 'one' } })).toEqual([]);
    expect(repeatedKeys(shape, ['menu'])).toEqual([]);
    expect(repeatedKeys(shape, null)).toEqual([]);
  });
});

describe('the places in English an entry carries from the loader to the page', () => {
  it('go with the data and come off it whole, leaving the data as it was', () => {
    const data = { name: 'Starter', features: [{ id: 'sso' }] };
    const carried = withEnglishPlaces(data, [['name'], ['features', 0]]);
    expect(carried).not.toBe(data);
    expect(takeEnglishPlaces(carried)).toEqual({ data, places: [['name'], ['features', 0]] });
    expect(Object.keys(takeEnglishPlaces(carried).data)).toEqual(['name', 'features']);
  });

  it('leave data with none, or data that is not an object, untouched', () => {
    const data = { name: 'Starter' };
    expect(withEnglishPlaces(data, [])).toBe(data);
    expect(withEnglishPlaces('a text', [['name']])).toBe('a text');
    expect(withEnglishPlaces(null, [['name']])).toBe(null);
    expect(takeEnglishPlaces(data)).toEqual({ data, places: [] });
    expect(takeEnglishPlaces(data).data).toBe(data);
    expect(takeEnglishPlaces('a text')).toEqual({ data: 'a text', places: [] });
    expect(takeEnglishPlaces(null)).toEqual({ data: null, places: [] });
  });
});

describe('an entry no language has translated, written in another form than its schema', () => {
  it('shows nothing in English where the form does not match (its own schema check reports that)', () => {
    expect(untranslatedPlaces(shape, 'a text')).toEqual([]);
    expect(untranslatedPlaces(shape, { ...english, features: { id: 'users' }, cta: 'Start free' })).toEqual([
      ['name'],
      ['menu', 0],
      ['menu', 1],
    ]);
  });
});
