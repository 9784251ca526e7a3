import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { copy } from '../schemas/copy';
import { link, linkItem } from '../schemas/fields';
import { fieldShape } from '../schemas/field-shape';
import { describeTranslationProblems, inListEntry, mergeTranslation } from './translation-merge';

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
    expect(mergeTranslation(shape, english, spanish, kept)).toEqual({ data: merged, problems: [], inEnglish: [] });
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
      { path: 'recommended', problem: 'extra' },
    ]);
    expect(data).toMatchObject({ price: 49, cta: { href: '/register' }, features: [{ count: 1 }, {}] });
  });

  it('stops at a key or item English lacks, at an item that does not say which it translates, and at one twice', () => {
    const german = {
      ...spanish,
      features: [
        { id: 'users', text: '{count} Nutzer' },
        { id: 'fax', text: 'Fax' },
        { text: 'Ohne Schlüssel' },
        { id: 'users', text: '{count} Person' },
      ],
      menu: [{ href: '/developer/api', label: 'API-Referenz', description: 'Jeder Endpunkt.' }],
      note: 'Hinweis',
      colour: 'blau',
    };
    expect(mergeTranslation(shape, english, german, kept).problems).toEqual([
      { path: 'features[id=fax]', problem: 'extra' },
      { path: 'features[2]', problem: 'unpaired' },
      { path: 'features[id=users]', problem: 'repeated' },
      { path: 'menu[href=/developer/api]', problem: 'extra' },
      { path: 'note', problem: 'extra' },
      { path: 'colour', problem: 'extra' },
    ]);
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
      { path: 'features[id=fax]', problem: 'extra' as const },
      { path: 'features[2]', problem: 'unpaired' as const },
    ]);
    expect(
      describeTranslationProblems('content/pricing/es/plans.yaml', 'content/pricing/plans.yaml', problems),
    ).toEqual([
      'content/pricing/es/plans.yaml: "[id=basic].monthlyPrice" is a value, not wording: remove it here; content/pricing/plans.yaml sets it for every language',
      'content/pricing/es/plans.yaml: "[id=basic].features[id=fax]" is not in content/pricing/plans.yaml: add it there first, or remove it here (a list item translates the English item with its id, or its link\'s href)',
      'content/pricing/es/plans.yaml: "[id=basic].features[2]" does not say which item of content/pricing/plans.yaml it translates: write that item\'s id (or its link\'s href) in it',
    ]);
  });
});
