import { defineMiddleware } from 'astro:middleware';
import { localeFromPath, SOURCE_LOCALE } from './i18n/locales';
import { localizeHtmlLinks } from './i18n/localize-links';

/**
 * A translated page links to pages in its own language. Content keeps writing the English paths
 * (/pricing), in Markdown and YAML alike, so a translator never edits a link; the page's HTML is
 * rewritten here once it is rendered, at build time and in `astro dev`.
 */
export const onRequest = defineMiddleware(async ({ url }, next) => {
  const response = await next();
  const locale = localeFromPath(url.pathname);
  if (locale === SOURCE_LOCALE || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(localizeHtmlLinks(await response.text(), locale), response);
});
