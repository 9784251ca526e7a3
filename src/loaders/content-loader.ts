import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { englishPath, localeOfFile, localizedId, translationPath } from '../i18n/entries';
import { isTranslatedCollection } from '../i18n/content-languages';
import { LANGUAGE_TAG, LOCALES, SOURCE_LOCALE, type Locale, type Translation } from '../i18n/locales';
import { KEPT_AS_IS_FILE, keptAsIs } from '../i18n/translation-files';
import {
  describeLeftOver,
  describeTranslationProblems,
  inListEntry,
  inListEntryPath,
  mergeTranslation,
  repeatedKeys,
  withEnglishPlaces,
  type InEnglish,
  type MergedTranslation,
} from '../i18n/translation-merge';
import { fillChannelPlaceholders } from '../lib/channel-list';
import { CONTENT } from '../lib/project-files';
import {
  fieldShape,
  holds,
  unknownFields,
  type CollectionSchema,
  type FieldShape,
  type UnknownField,
} from '../schemas/field-shape';
import { nearestName } from '../lib/nearest-name';
import { channelNames } from './catalogue-names';
import { checkContentImages } from '../images/content-images';
import { refuseBodyHtml } from '../markdown/raw-html';
import { replaceContentErrors } from './content-errors';
import { isSourceFile, withSource, type ContentFiles, type ContentSource, type SourcedLoader } from './content-source';
import { listEntries, listItem, readContentFile, readEntryBody, readEntryData } from '../lib/content-file';
import { putEnglishBodies } from './english-body';
import { englishFilesOf, folderPattern } from './source-files';
import { entryCodeDigest } from './entry-code';
import { filesUnder, hashFiles } from '../lib/project-files';

/**
 * An entry of a YAML list file keeps its place in the list, as content/README.md promises: the
 * content store hands entries back sorted by id, so the loader stores the place with the entry's
 * data and the data layer (src/data/localized.ts) sorts by it and takes it off, so no page sees it.
 */
const FIELD = '__position';

/** The parsed entry data, carrying its place in its list. */
function withPosition<Data>(data: Data, position: number): Data {
  return typeof data === 'object' && data !== null ? { ...data, [FIELD]: position } : data;
}

/** An entry's data without the place it carries, and that place (undefined for an entry of a folder). */
export function takePosition<Data>(data: Data): { data: Data; position: number | undefined } {
  if (typeof data !== 'object' || data === null || !(FIELD in data)) return { data, position: undefined };
  const { [FIELD]: position, ...rest } = data as Record<string, unknown>;
  return { data: rest as Data, position: position as number };
}

/**
 * A YAML list file (content/pricing/plans.yaml), and when `translated` its translations that are
 * written (content/pricing/de/plans.yaml): every entry a list item, under its id with the
 * language's prefix ("de/basic"). Each file is read once, and stops the load at a syntax error or a
 * repeated id, naming the file and the lines (Astro's `file()` loader would log them and load an
 * empty or merged collection). A translated entry carries its English item's place in the list,
 * for the data layer to sort by (takePosition); an English-only list is sorted where it is shown.
 */
function yamlList(path: string, translated: boolean): Loader {
  const locales: readonly Locale[] = translated ? LOCALES : [SOURCE_LOCALE];
  return {
    name: 'yaml-list',
    load: async ({ config, store, parseData }) => {
      const root = fileURLToPath(config.root);
      const english = listEntries(path);
      const position = new Map(english.map(({ id }, index) => [id, index]));
      const entries: Parameters<typeof store.set>[0][] = [];
      for (const locale of locales) {
        const file = translationPath(path, locale);
        if (file !== path && !existsSync(file)) continue;
        const filePath = resolve(root, file);
        for (const { id, item } of file === path ? english : listEntries(file, path)) {
          const data = await parseData({ id, data: item, filePath });
          entries.push({
            id: localizedId(locale, id),
            data: translated ? withPosition(data, position.get(id) ?? english.length) : data,
            filePath: relative(root, filePath),
          });
        }
      }
      // Replaced only once every file has parsed: a mistake saved in `astro dev` keeps the last good entries.
      store.clear();
      for (const entry of entries) store.set(entry);
    },
  };
}

/**
 * A translated entry merged over its English one (src/i18n/translation-merge.ts), with the texts its
 * language keeps as in English; a Markdown file's body is wording too: without one, or with the
 * English one, the page shows the English body.
 */
export function entryTranslation(
  shape: FieldShape,
  english: { file: string; data: unknown },
  translation: { file: string; data: unknown },
  keptAsIs: ReadonlySet<string>,
): MergedTranslation {
  const merged = mergeTranslation(shape, english.data, translation.data, keptAsIs);
  if (!translation.file.endsWith('.md')) return merged;
  const [englishBody, translatedBody] = [readEntryBody(english.file), readEntryBody(translation.file)];
  if (englishBody && !translatedBody) merged.inEnglish.push({ path: 'body', reason: 'missing' });
  else if (englishBody && englishBody === translatedBody)
    merged.inEnglish.push({ path: 'body', reason: 'same as English' });
  return merged;
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
}

const translationMessage = (lines: readonly string[]) =>
  `${lines.length} translation problem(s) (content/README.md, "Translating"):\n  ${lines.join('\n  ')}`;

const leftOverMessage = (lines: readonly string[]) =>
  `${lines.length} translated text(s) that English no longer has, left out (content/README.md, "Translating"):\n  ${lines.join('\n  ')}`;

/** Astro reads a Markdown file's own address from its `slug`, which no schema lists. */
const READ_BY_ASTRO = new Set(['slug']);

/** The message for a field no schema knows: the file, the entry of a list, the field, and the one it most likely means. */
function describeUnknownField(file: string, entryId: unknown, { path, name, known }: UnknownField): string {
  const where = entryId === undefined ? path : `[id=${String(entryId)}].${path}`;
  const meant = nearestName(name, known);
  const guess = meant === undefined ? 'correct' : `did you mean "${meant}"? Correct`;
  return `${file}: "${where}" is not a field here: ${guess} its name, or remove it (content/README.md, section 5, lists every field)`;
}

/**
 * What every entry's data depends on besides its own file, so a change there reloads it even when
 * its own file is unchanged: the code that shapes entries (entry-code.ts), the catalogue
 * ({channels}), a folder's other files (a post's images: a photo replaced or gone is checked again,
 * src/images/image-checks.ts), and for a translation its English file and the list of texts kept as
 * in English.
 */
function dependencies(source: ContentSource, translated: boolean): string {
  const hash = createHash('sha256')
    .update(entryCodeDigest())
    .update(JSON.stringify(LOCALES.map(channelNames)));
  if (source.kind === 'folder' && existsSync(source.base))
    hashFiles(
      hash,
      source.base,
      filesUnder(source.base, (name) => !/\.(md|ya?ml)$/.test(name))
        .map((file) => relative(source.base, file))
        .sort(),
    );
  if (translated) {
    for (const file of [...englishFilesOf(source), join(CONTENT, KEPT_AS_IS_FILE)])
      if (existsSync(file)) hash.update(file).update(readContentFile(file).text);
  }
  return hash.digest('hex');
}

/**
 * A collection's loader in every language. An English entry is read as written; a translation holds
 * wording only and is merged over its English entry (src/i18n/translation-merge.ts) before the
 * schema checks it, so a price, an order or an icon lives in the English file alone. A text or list
 * item the translation lacks is shown in English: the entry carries where (withEnglishPlaces)
 * so the page marks it `lang="en"`. A translation that writes a value or an item English lacks stops
 * the build naming the file, the key and the fix (`astro dev` warns and shows the English), as does
 * an English list with two items of one key. `{channels}` and `{channelCount}` are filled in the
 * entry's own language.
 */
export function contentLoader(name: string, files: ContentFiles, schema: CollectionSchema | undefined): SourcedLoader {
  const translated = isTranslatedCollection(name);
  const source: ContentSource = { ...files, translated };
  const inner =
    source.kind === 'file'
      ? yamlList(source.file, translated)
      : glob({ pattern: folderPattern(source), base: source.base });
  let shape: FieldShape | undefined;
  const shapeOfEntries = () => (shape ??= fieldShape(schema));

  const load: Loader['load'] = async (context) => {
    const { logger, watcher } = context;
    const salt = source.kind === 'folder' ? dependencies(source, translated) : '';
    const catalogue = new Map<Locale, string[]>();
    const namesIn = (locale: Locale) =>
      catalogue.get(locale) ?? catalogue.set(locale, channelNames(locale)).get(locale)!;
    // A build reports what every translation of the collection gets wrong at once, every language's.
    const translationProblems: string[] = [];

    // What translations still write that English no longer has: left out and reported, never stopped at.
    const leftOver: string[] = [];
    // Translations (a whole file, or an entry of a list file) whose English entry is gone: not stored.
    const orphans = new Set<string>();

    /** The translation merged over its English entry, or undefined when English no longer has that entry. */
    const merged = (
      data: Record<string, unknown>,
      filePath: string,
      locale: Translation,
    ): { data: unknown; inEnglish: InEnglish[] } | undefined => {
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
      if (english === undefined) {
        leftOver.push(
          ...describeLeftOver(file, englishName, [source.kind === 'file' ? inListEntryPath(data.id, '') : '']),
        );
        return undefined;
      }
      const { id, ...wording } = data;
      const translation = source.kind === 'file' ? wording : data;
      const result = entryTranslation(
        shapeOfEntries(),
        { file: englishFile, data: english },
        { file: filePath, data: translation },
        keptAsIs(CONTENT, locale, readEntryData),
      );
      const listed = <Found extends { path: string }>(found: Found[]) =>
        source.kind === 'file' ? inListEntry(id, found) : found;
      leftOver.push(
        ...describeLeftOver(
          file,
          englishName,
          result.leftOver.map((path) => (source.kind === 'file' ? inListEntryPath(id, path) : path)),
        ),
      );
      if (result.problems.length > 0) {
        const lines = describeTranslationProblems(file, englishName, listed(result.problems));
        if (watcher) logger.warn(translationMessage(lines));
        else translationProblems.push(...lines);
      }
      return {
        data: source.kind === 'file' ? { ...(result.data as object), id } : result.data,
        inEnglish: result.inEnglish,
      };
    };

    const parseData: LoaderContext['parseData'] = async (read) => {
      // Astro reads a date YAML knows (2026-02-30) as a Date, moving an impossible day on to the
      // next month: a folder's file is taken as content-file.ts reads it, dates as written, so the
      // schema refuses one that is not in the calendar.
      const props =
        source.kind === 'folder' && read.filePath
          ? { ...read, data: (readEntryData(read.filePath) ?? {}) as typeof read.data }
          : read;
      const locale = props.filePath ? localeOfFile(props.filePath) : SOURCE_LOCALE;
      if (props.filePath?.endsWith('.md')) refuseBodyHtml(props.filePath);
      if (props.filePath && locale === SOURCE_LOCALE) {
        const listed = source.kind === 'file' ? (props.data as { id?: unknown }).id : undefined;
        const unknown = unknownFields(shapeOfEntries(), props.data).filter(
          ({ path }) => source.kind === 'file' || !READ_BY_ASTRO.has(path),
        );
        const file = relative(process.cwd(), props.filePath);
        if (unknown.length > 0)
          throw new Error(unknown.map((field) => describeUnknownField(file, listed, field)).join('\n'));
      }
      if (translated && props.filePath && locale === SOURCE_LOCALE) {
        const repeated = repeatedKeys(shapeOfEntries(), props.data);
        if (repeated.length > 0)
          throw new Error(
            `${relative(process.cwd(), props.filePath)}: ${repeated.map((path) => `"${path}"`).join(', ')} repeats the id (or link) of an item before it in its list: give each item its own, so a translation can say which one it translates`,
          );
      }
      const translation =
        locale === SOURCE_LOCALE || !props.filePath
          ? { data: props.data, inEnglish: [] }
          : merged(props.data, props.filePath, locale);
      if (!translation) {
        // A list file's entry is stored under its id with the language's prefix (yamlList).
        orphans.add(source.kind === 'file' ? localizedId(locale, props.id) : props.id);
        return props.data;
      }
      const { data, inEnglish } = translation;
      const filled = mapStrings(data, (text) => fillChannelPlaceholders(text, namesIn(locale), LANGUAGE_TAG[locale]));
      const parsed = await context.parseData({ ...props, data: filled as typeof props.data });
      if (locale !== SOURCE_LOCALE)
        return withEnglishPlaces(
          parsed,
          inEnglish.flatMap(({ at }) => (at ? [at] : [])),
        );
      if (props.filePath && (props.filePath.endsWith('.md') || holds(shapeOfEntries(), 'image')))
        await checkContentImages(props.filePath, shapeOfEntries(), filled, readContentFile(props.filePath).text);
      return parsed;
    };
    const generateDigest: LoaderContext['generateDigest'] = (data) =>
      context.generateDigest(typeof data === 'string' ? `${salt}\n${data}` : { salt, data });

    const sync = async () => {
      catalogue.clear();
      translationProblems.length = 0;
      leftOver.length = 0;
      orphans.clear();
      await inner.load({ ...context, parseData, generateDigest, watcher: undefined });
      for (const id of orphans) context.store.delete(id);
      if (leftOver.length > 0) logger.warn(leftOverMessage(leftOver));
      if (translationProblems.length > 0) throw new Error(translationMessage(translationProblems));
      if (translated && source.kind === 'folder') await putEnglishBodies(context);
    };
    await sync();
    if (!watcher) return;
    const root = fileURLToPath(context.config.root);
    let syncing = Promise.resolve();
    // A translation holds its English file's values: it is loaded again with it, unless the English
    // file does not parse, whose own error is then the one to show, not one per language.
    const parses = (file: string) => {
      try {
        return readContentFile(resolve(root, file)) !== undefined;
      } catch {
        return false;
      }
    };
    const withEnglish = (file: string) => {
      if (source.kind !== 'folder' || localeOfFile(file) !== SOURCE_LOCALE || !parses(file)) return;
      for (const entry of context.store.values())
        if (entry.filePath && entry.filePath !== file && englishPath(entry.filePath) === file)
          context.store.delete(entry.id);
    };
    // The inner loader never watches: a saved file reloads the collection here (a folder's unchanged
    // files are kept as they are), and a mistake is reported.
    const ofCollection = (file: string) => isSourceFile(source, file, root);
    const changed = (path: string) => {
      const file = relative(root, path);
      if (!ofCollection(file)) return;
      syncing = syncing
        .then(() => withEnglish(file))
        .then(sync)
        .then(() => replaceContentErrors(ofCollection))
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          logger.error(message);
          replaceContentErrors(ofCollection, { file, message });
        });
    };
    watcher.add(resolve(root, source.kind === 'file' ? dirname(source.file) : source.base));
    for (const event of ['change', 'add', 'unlink'] as const) watcher.on(event, changed);
  };
  return withSource({ name: inner.name, load }, source);
}
