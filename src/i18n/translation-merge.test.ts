import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { copy } from '../schemas/copy';
import { link } from '../schemas/fields';
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
    features: z.array(copy()),
    steps: z.array(z.object({ title: copy(), minutes: z.number() })),
    channels: z.array(z.object({ id: z.string(), label: copy() })),
    note: copy().optional(),
  }),
);
const english = {
  name: 'Starter plan',
  price: 49,
  icon: 'mail',
  cta: { label: 'Start free', href: '/register' },
  features: ['One user', 'Email support'],
  steps: [
    { title: 'Sign up', minutes: 2 },
    { title: 'Send', minutes: 1 },
  ],
  channels: [
    { id: 'sms', label: 'Text messages' },
    { id: 'email', label: 'Email messages' },
  ],
};
const spanish = {
  name: 'Plan inicial',
  cta: { label: 'Empieza gratis' },
  features: ['Un usuario', 'Soporte por correo'],
  steps: [{ title: 'Regístrate' }, { title: 'Envía' }],
  channels: [
    { id: 'email', label: 'Correos' },
    { id: 'sms', label: 'Mensajes de texto' },
  ],
};

describe('a translation merged over its English entry', () => {
  it('takes its wording and every value from English, matching list items by id where they have one', () => {
    expect(mergeTranslation(shape, english, spanish, kept)).toEqual({
      data: {
        name: 'Plan inicial',
        price: 49,
        icon: 'mail',
        cta: { label: 'Empieza gratis', href: '/register' },
        features: ['Un usuario', 'Soporte por correo'],
        steps: [
          { title: 'Regístrate', minutes: 2 },
          { title: 'Envía', minutes: 1 },
        ],
        channels: [
          { id: 'sms', label: 'Mensajes de texto' },
          { id: 'email', label: 'Correos' },
        ],
      },
      problems: [],
    });
  });

  it('refuses a value written in the translation, naming its key, and keeps the English one', () => {
    const { data, problems } = mergeTranslation(
      shape,
      english,
      { ...spanish, price: 56, recommended: true, cta: { label: 'Empieza', href: '/es/register' } },
      kept,
    );
    expect(problems).toEqual([
      { path: 'price', problem: 'value' },
      { path: 'cta.href', problem: 'value' },
      { path: 'recommended', problem: 'extra' },
    ]);
    expect(data).toMatchObject({ price: 49, cta: { href: '/register' } });
  });

  it('names each text and item that is missing or extra, by its path', () => {
    const german = {
      name: 'Einstiegstarif',
      cta: {},
      features: ['Ein Nutzer', 'E-Mail-Support', 'Noch einer'],
      steps: [{ title: 'Registrieren' }],
      channels: [{ id: 'fax', label: 'Fax' }],
      note: 'Hinweis',
      colour: 'blau',
    };
    expect(mergeTranslation(shape, english, german, kept).problems).toEqual([
      { path: 'cta.label', problem: 'missing' },
      { path: 'features[2]', problem: 'extra' },
      { path: 'steps[1]', problem: 'missing' },
      { path: 'channels[id=sms]', problem: 'missing' },
      { path: 'channels[id=email]', problem: 'missing' },
      { path: 'channels[id=fax]', problem: 'extra' },
      { path: 'note', problem: 'extra' },
      { path: 'colour', problem: 'extra' },
    ]);
  });

  it('reports wording left as in English, unless it is a listed name or a value-like text', () => {
    const same = { ...spanish, name: 'Starter plan', features: ['SMS API', '{count}/{total}'] };
    expect(mergeTranslation(shape, english, same, kept).problems).toEqual([
      { path: 'name', problem: 'same as English', text: 'Starter plan' },
    ]);
  });

  it('says what to do, naming the file and the key', () => {
    const problems = inListEntry('basic', [
      { path: 'monthlyPrice', problem: 'value' },
      { path: 'name', problem: 'missing' },
    ]);
    expect(
      describeTranslationProblems('content/pricing/es/plans.yaml', 'content/pricing/plans.yaml', problems),
    ).toEqual([
      'content/pricing/es/plans.yaml: "[id=basic].monthlyPrice" is a value, not wording: remove it here; content/pricing/plans.yaml sets it for every language',
      'content/pricing/es/plans.yaml: "[id=basic].name" is missing (content/pricing/plans.yaml has it): translate it',
    ]);
  });
});
