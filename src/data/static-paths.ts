import type { PaginateFunction } from 'astro';
import { reusable } from './render-key';
import { LOCALES, localeParam, type Locale } from '../i18n/locales';

type Path = { params: Record<string, string | undefined>; props?: Record<string, unknown> };

/** getStaticPaths of a page under src/pages/[...locale]/ with no other parameter: one page per language. */
export const localePaths = () => reusable(LOCALES.map((locale) => ({ params: { locale: localeParam(locale) } })));

/** getStaticPaths of a dynamic page under src/pages/[...locale]/: its paths in every language. */
export async function forEachLocale<P extends Path>(paths: (locale: Locale) => Promise<P[]> | P[]) {
  const all = await Promise.all(
    LOCALES.map(async (locale) =>
      (await paths(locale)).map((path) => ({ ...path, params: { ...path.params, locale: localeParam(locale) } })),
    ),
  );
  return reusable(all.flat());
}

/** getStaticPaths of a list under src/pages/[...locale]/: `entries` a page at a time, in every language. */
export const pagedInEveryLocale = <Entry>(paginate: PaginateFunction, entries: readonly Entry[], pageSize: number) =>
  forEachLocale((locale) => paginate(entries, { pageSize, params: { locale: localeParam(locale) } }));
