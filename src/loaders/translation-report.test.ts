import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { load } from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { collections } from '../content.config';
import { COLLECTION_LANGUAGES, TRANSLATED_COLLECTIONS } from '../i18n/content-languages';
import { TRANSLATIONS, type Translation } from '../i18n/locales';
import { EVERY_LANGUAGE, KEPT_AS_IS_FILE } from '../i18n/translation-files';
import { translationReport } from './translation-report';
import { withSource, type ContentSource } from './content-source';

const report = translationReport(collections);

describe('what is translated', () => {
  it('is declared once for every collection', () => {
    expect(Object.keys(COLLECTION_LANGUAGES).sort()).toEqual(Object.keys(collections).sort());
  });

  it('is every file of a translated collection, in every language, and no file of an English-only one', () => {
    const english = new Set(report.map((row) => row.english));
    expect(english).toContain('content/site/navigation.yaml');
    expect(english).toContain('content/solution-pages/marketing/sms.md');
    expect(english).toContain('content/blog/categories.yaml');
    expect(english).toContain('content/pricing/plans.yaml');
    expect([...english].filter((file) => /^content\/(press|developers|changelog\/[^p])/.test(file))).toEqual([]);
    expect(english).not.toContain('content/site/llms.yaml');
    expect(english).not.toContain('content/pricing/countries.yaml');
    expect(new Set(report.map((row) => row.collection))).toEqual(new Set(TRANSLATED_COLLECTIONS));
    expect(report).toHaveLength(english.size * TRANSLATIONS.length);
  });

  it('is translated in every language, wording only: no file, text or item is shown in English and none writes a value', () => {
    const problems = report.flatMap((row) =>
      row.problems === undefined
        ? [`${row.translation} is missing`]
        : [
            ...row.problems.map(({ path, problem }) => `${row.translation}: ${path} ${problem}`),
            ...row.inEnglish.map(({ path, reason }) => `${row.translation}: ${path} ${reason}`),
          ],
    );
    expect(problems).toEqual([]);
  });
});

describe('content/same-in-translation.yaml', () => {
  it('lists only texts a translation really keeps as in English', () => {
    const keptIn = (locale: Translation) =>
      new Set(
        translationReport(collections, () => new Set())
          .filter((row) => row.locale === locale)
          .flatMap((row) => row.inEnglish)
          .flatMap(({ text }) => (text === undefined ? [] : [text.trim()])),
      );
    const kept = Object.fromEntries(TRANSLATIONS.map((locale) => [locale, keptIn(locale)]));
    const lists = load(readFileSync(`content/${KEPT_AS_IS_FILE}`, 'utf8')) as Record<string, string[]>;
    const unused = Object.entries(lists).flatMap(([list, texts]) =>
      texts
        .filter((text) =>
          list === EVERY_LANGUAGE
            ? !TRANSLATIONS.some((locale) => kept[locale]?.has(text))
            : !kept[list as Translation]?.has(text),
        )
        .map((text) => `${list}: ${text}`),
    );
    expect(unused).toEqual([]);
  });
});

describe('a translation that lacks what English added', () => {
  const project = mkdtempSync(join(tmpdir(), 'translation-report-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(project, file)), { recursive: true });
    writeFileSync(join(project, file), text);
  };
  const source = (place: ContentSource) => withSource({ name: 'test', load: async () => {} }, place);
  const navigation = `${project}/content/site/navigation.yaml`;
  const plans = `${project}/content/pricing/plans.yaml`;
  const rows = () =>
    translationReport(
      {
        navigation: {
          loader: source({ kind: 'folder', base: dirname(navigation), pattern: 'navigation.yaml', translated: true }),
          schema: collections.navigation.schema,
        },
        plans: { loader: source({ kind: 'file', file: plans, translated: true }), schema: collections.plans.schema },
        products: {
          loader: source({ kind: 'folder', base: `${project}/content/products`, pattern: '*.md', translated: true }),
          schema: collections.products.schema,
        },
      },
      () => new Set(['Relaymark', 'SDKs']),
    ).map(({ locale, english, problems, inEnglish, leftOver }) => ({
      file: `${locale} ${english.replace(`${project}/`, '')}`,
      problems: problems?.map(({ path, problem }) => `${path} ${problem}`),
      inEnglish: inEnglish.map(({ path }) => path),
      leftOver,
    }));

  const link = (label: string, href: string) => `  - label: ${label}\n    href: ${href}\n    description: ${label}.\n`;
  write(
    'content/site/navigation.yaml',
    `brand: Relaymark\nlabels: { products: Products, solutions: Solutions, developers: Developers, menu: Menu, mainNav: Main, mobileNav: Mobile }\n` +
      `developers:\n${link('API Reference', '/developers/api')}${link('Changelog', '/changelog')}${link('SDKs', '/developers/sdks')}` +
      `resourcesLabel: Resources\nresourcesHref: /resources\npricing: { label: Pricing, href: /pricing }\n` +
      `search: { label: Search, href: /search }\nlogin: { label: Log in, href: /login }\ngetStarted: { label: Get Started, href: /register }\n`,
  );
  write(
    'content/site/de/navigation.yaml',
    `brand: Relaymark\nlabels: { products: Produkte, solutions: Lösungen, developers: Entwickler, menu: Menü, mainNav: Hauptmenü, mobileNav: Mobiles Menü }\n` +
      `developers:\n  - href: /developers/sdks\n    label: SDKs\n    description: Bibliotheken.\n  - href: /developers/api\n    label: API-Referenz\n    description: Alles.\n` +
      `resourcesLabel: Ressourcen\npricing: { label: Preise }\nsearch: { label: Suche }\nlogin: { label: Anmelden }\ngetStarted: { label: Jetzt starten }\n`,
  );
  write(
    'content/site/es/navigation.yaml',
    `labels: { products: Productos, solutions: Soluciones, developers: Desarrolladores, menu: Menú, mainNav: Principal, mobileNav: Móvil }\n` +
      `developers:\n  - href: /developers/api\n    label: Referencia de la API\n    description: Todo.\n  - href: /developer/sdks\n    label: SDK\n    description: Bibliotecas.\n` +
      `resourcesLabel: Recursos\npricing: { label: Precios, href: /es/precios }\nsearch: { label: Buscar }\nlogin: { label: Entrar }\ngetStarted: { label: Empezar }\n`,
  );
  const plan = (id: string, features: string) =>
    `- id: ${id}\n  name: ${id}\n  description: For ${id}.\n  monthlyPrice: 49\n  yearlyPrice: 470\n  features:\n${features}  buttonText: Start\n  buttonLink: /register\n`;
  write(
    'content/pricing/plans.yaml',
    plan(
      'basic',
      `    - id: users\n      text: "{count} user"\n      plural: "{count} users"\n      count: 1\n    - id: sso\n      text: Single sign-on\n`,
    ) + plan('team', `    - id: roles\n      text: Custom roles\n`),
  );
  write(
    'content/pricing/de/plans.yaml',
    `- id: basic\n  name: Basis\n  description: Für Basis.\n  features:\n    - id: users\n      text: "{count} Nutzer"\n      plural: "{count} Nutzer"\n  buttonText: Los\n`,
  );
  write(
    'content/pricing/es/plans.yaml',
    `- id: basic\n  name: Básico\n  description: Para básico.\n  monthlyPrice: 56\n  features:\n    - id: users\n      text: "{count} usuario"\n      plural: "{count} usuarios"\n    - id: sso\n      text: Inicio de sesión único\n  buttonText: Empezar\n` +
      `- id: team\n  name: Equipo\n  description: Para equipos.\n  features:\n    - id: roles\n      text: Roles\n  buttonText: Empezar\n`,
  );

  const product = (name: string) => `---\nname: ${name}\nchannel: Fax\nicon: message-square\norder: 1\n---\n\nAbout.\n`;
  write('content/products/sms.md', product('SMS API'));
  write('content/products/de/sms.md', `---\nname: SMS-API\n---\n\nÜber.\n`);
  write('content/products/de/fax.md', `---\nname: Fax-API\n---\n\nÜber Fax.\n`);

  it('names each text, list item and entry shown in English, by its key, and stops at nothing else', () => {
    expect(rows().filter(({ file }) => file.startsWith('de ') && !file.includes('products'))).toEqual([
      {
        file: 'de content/site/navigation.yaml',
        problems: [],
        inEnglish: ['developers[href=/changelog]'],
        leftOver: [],
      },
      {
        file: 'de content/pricing/plans.yaml',
        problems: [],
        inEnglish: ['[id=basic].features[id=sso]', '[id=team]'],
        leftOver: [],
      },
    ]);
  });

  it('names each value written, for the build to stop at, and each item English lacks, which the site leaves out', () => {
    expect(rows().filter(({ file }) => file.startsWith('es ') && !file.includes('products'))).toEqual([
      {
        file: 'es content/site/navigation.yaml',
        problems: ['pricing.href value'],
        inEnglish: ['brand', 'developers[href=/changelog]', 'developers[href=/developers/sdks]'],
        leftOver: ['developers[href=/developer/sdks]'],
      },
      {
        file: 'es content/pricing/plans.yaml',
        problems: ['[id=basic].monthlyPrice value'],
        inEnglish: [],
        leftOver: [],
      },
    ]);
  });

  it('names a translation whose English file is gone, which the site leaves out as a whole', () => {
    expect(rows().filter(({ file }) => file.includes('products'))).toEqual([
      { file: 'es content/products/sms.md', problems: undefined, inEnglish: [], leftOver: [] },
      { file: 'de content/products/sms.md', problems: [], inEnglish: ['channel'], leftOver: [] },
      { file: 'de content/products/fax.md', problems: [], inEnglish: [], leftOver: [''] },
    ]);
  });
});
