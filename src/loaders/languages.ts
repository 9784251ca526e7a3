import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Loader, LoaderContext } from 'astro/loaders';
import { z } from 'astro/zod';
import { englishPath, localeOfFile, translationPath, withTranslations } from '../i18n/entries';
import { isTranslatedCollection } from '../i18n/content-languages';
import { LANGUAGE_TAG, LOCALES, SOURCE_LOCALE, TRANSLATIONS, type Locale, type Translation } from '../i18n/locales';
import { KEPT_AS_IS_FILE, keptAsIs } from '../i18n/translation-files';
import { describeTranslationProblems, inListEntry, type InEnglish } from '../i18n/translation-merge';
import { withEnglishPlaces } from '../i18n/english-places';
import { repeatedKeys } from '../i18n/list-keys';
import { fillChannelPlaceholders } from '../lib/channel-list';
import { CONTENT } from '../lib/project-files';
import { channelNames } from '../schemas/catalogue-names';
import { fieldShape, resolvedSchema, type CollectionSchema, type FieldShape } from '../schemas/field-shape';
import { checkContentImages } from './content-images';
import { listItem, readEntryData } from './entry-data';
import { englishBodies } from './english-body';
import { entryTranslation } from './entry-translation';
import { englishFilesOf } from './source-files';
import { entryCodeDigest } from './entry-code';
import { glob } from './glob';
import { localizedFile } from './localized-file';
import { checkYamlList, strictFile } from './strict-file';
import { sourceOf, withSource, type ContentSource } from './content-source';

interface Collection {
  loader?: unknown;
  schema?: unknown;
}

type ParseData = LoaderContext['parseData'];

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
}

/** The loader that reads a source's files: its language folders too when the collection is translated. */
function loaderFor(source: ContentSource, translated: boolean): Loader {
  if (source.kind === 'file') return translated ? localizedFile(source.file) : strictFile(source.file);
  const pattern = translated && !source.pattern.startsWith('**/') ? withTranslations(source.pattern) : source.pattern;
  return glob({ pattern, base: source.base });
}

/**
 * What every entry's data depends on besides its own file, so a change there reloads it even when
 * its own file is unchanged: the code that shapes entries (entry-code.ts), the catalogue
 * ({channels}), and for a translation its English file and the list of texts kept as in English.
 */
function dependencies(source: ContentSource, translated: boolean): string {
  const hash = createHash('sha256')
    .update(entryCodeDigest())
    .update(JSON.stringify(LOCALES.map(channelNames)));
  if (translated) {
    for (const file of [...englishFilesOf(source), join(CONTENT, KEPT_AS_IS_FILE)])
      if (existsSync(file)) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * A collection's loader in every language. An English entry is read as written; a translation holds
 * wording only and is merged over its English entry (src/i18n/translation-merge.ts) before the
 * schema checks it, so a price, an order or an icon lives in the English file alone. A text or list
 * item the translation lacks is shown in English: the entry carries where (src/i18n/english-places.ts)
 * so the page marks it `lang="en"`. A translation that writes a value or an item English lacks stops
 * the build naming the file, the key and the fix (`astro dev` warns and shows the English), as does
 * an English list with two items of one key. `{channels}` and `{channelCount}` are filled in the
 * entry's own language.
 */
function inLanguagesLoader(name: string, source: ContentSource, schema: CollectionSchema | undefined): Loader {
  const translated = isTranslatedCollection(name);
  const inner = loaderFor(source, translated);
  let shape: FieldShape | undefined;
  const shapeOfEntries = () => (shape ??= fieldShape(schema));
  const englishParses = (file: string) => {
    const check = resolvedSchema(schema);
    if (!check) return true;
    try {
      if (source.kind === 'file') checkYamlList(file, readFileSync(file, 'utf8'));
      const data = readEntryData(file);
      const entries = source.kind === 'file' && Array.isArray(data) ? data : [data];
      return entries.every((entry) => z.safeParse(check, entry).success);
    } catch {
      return false;
    }
  };

  const load: Loader['load'] = async (context) => {
    const { logger, watcher } = context;
    const bodies = englishBodies(context);
    let salt = dependencies(source, translated);
    const catalogue = new Map<Locale, string[]>();
    const namesIn = (locale: Locale) =>
      catalogue.get(locale) ?? catalogue.set(locale, channelNames(locale)).get(locale)!;

    const merged = (
      data: Record<string, unknown>,
      filePath: string,
      locale: Translation,
    ): { data: unknown; inEnglish: InEnglish[] } => {
      const file = relative(process.cwd(), filePath);
      if (!translated)
        throw new Error(
          `${file}: ${name} stays English (src/i18n/content-languages.ts), so it has no translations: remove the file`,
        );
      const englishFile = englishPath(filePath);
      const english = existsSync(englishFile)
        ? source.kind === 'file'
          ? listItem(readEntryData(englishFile), data.id)
          : readEntryData(englishFile)
        : undefined;
      const englishName = relative(process.cwd(), englishFile);
      if (english === undefined)
        throw new Error(
          source.kind === 'file'
            ? `${file}: the entry "${String(data.id)}" is not in ${englishName}: add it there first, or remove it here`
            : `${file} translates ${englishName}, which does not exist: write the English file first, or remove this one`,
        );
      const { id, ...wording } = data;
      const translation = source.kind === 'file' ? wording : data;
      const result = entryTranslation(
        shapeOfEntries(),
        { file: englishFile, data: english },
        { file: filePath, data: translation },
        keptAsIs(CONTENT, locale),
      );
      if (result.problems.length > 0) {
        const problems = source.kind === 'file' ? inListEntry(id, result.problems) : result.problems;
        const lines = describeTranslationProblems(file, englishName, problems);
        const message = `${lines.length} translation problem(s) (content/README.md, "Translating"):\n  ${lines.join('\n  ')}`;
        if (!watcher) throw new Error(message);
        logger.warn(message);
      }
      return {
        data: source.kind === 'file' ? { ...(result.data as object), id } : result.data,
        inEnglish: result.inEnglish,
      };
    };

    const parseData: ParseData = async (props) => {
      const locale = props.filePath ? localeOfFile(props.filePath) : SOURCE_LOCALE;
      if (translated && props.filePath && locale === SOURCE_LOCALE) {
        const repeated = repeatedKeys(shapeOfEntries(), props.data);
        if (repeated.length > 0)
          throw new Error(
            `${relative(process.cwd(), props.filePath)}: ${repeated.map((path) => `"${path}"`).join(', ')} repeats the id (or link) of an item before it in its list: give each item its own, so a translation can say which one it translates`,
          );
      }
      const { data, inEnglish } =
        locale === SOURCE_LOCALE || !props.filePath
          ? { data: props.data, inEnglish: [] }
          : merged(props.data, props.filePath, locale);
      if (locale !== SOURCE_LOCALE && props.filePath) await bodies.prepare(props.filePath);
      const filled = mapStrings(data, (text) => fillChannelPlaceholders(text, namesIn(locale), LANGUAGE_TAG[locale]));
      const parsed = await context.parseData({ ...props, data: filled as typeof props.data });
      if (props.filePath && locale === SOURCE_LOCALE) await checkContentImages(props.filePath, parsed);
      return withEnglishPlaces(
        parsed,
        inEnglish.flatMap(({ at }) => (at ? [at] : [])),
      );
    };
    const generateDigest: LoaderContext['generateDigest'] = (data) =>
      context.generateDigest(typeof data === 'string' ? `${salt}\n${data}` : { salt, data });

    // In `astro dev`, an English file's change reaches its translations, which hold its values; while
    // the English file itself is wrong, its own error is the one to show, not one per language.
    watcher?.on('change', (changed) => {
      const path = relative(process.cwd(), changed);
      const inSource = source.kind === 'file' ? path === source.file : path.startsWith(`${source.base}/`);
      if (!translated || !inSource || localeOfFile(path) !== SOURCE_LOCALE || !englishParses(changed)) return;
      salt = dependencies(source, translated);
      catalogue.clear();
      for (const locale of TRANSLATIONS) {
        const translation = translationPath(changed, locale);
        if (existsSync(translation)) watcher.emit('change', translation);
      }
    });

    await inner.load({ ...context, parseData, generateDigest, store: bodies.store });
  };
  return withSource({ ...inner, load }, { ...source, translated });
}

/**
 * The collections with their loaders reading every language that src/i18n/content-languages.ts
 * declares for them. A schema module names where a collection's English files are; this decides
 * whether translations sit beside them.
 */
export function inLanguages<Collections extends Record<string, Collection>>(collections: Collections): Collections {
  return Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => {
      const source = sourceOf(collection.loader);
      if (!source) throw new Error(`The collection "${name}" has no loader from src/loaders/`);
      const loader = inLanguagesLoader(name, source, collection.schema as CollectionSchema | undefined);
      return [name, { ...collection, loader }];
    }),
  ) as Collections;
}
