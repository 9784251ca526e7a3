import { defineMiddleware } from 'astro:middleware';
import { localeFromPath, SOURCE_LOCALE, type Locale } from './i18n/locales';
import { isEnglishOnlyPath, localizeHref } from './i18n/localize-links';

// TEMPORARY until the data layer localizes content link fields: removed on this branch before merge.
const LINK_TAG = /<(?:a|form)\s[^>]*>/g;
const LINK_TARGET = /\s(?:href|action)="([^"]*)"/;
function localizeHtmlLinks(html: string, locale: Locale): string {
  return html.replace(LINK_TAG, (tag) => {
    if (/\shreflang="/.test(tag)) return tag;
    const href = LINK_TARGET.exec(tag)?.[1];
    if (href === undefined) return tag;
    if (tag.startsWith('<a') && isEnglishOnlyPath(href)) return tag.replace(/^<a\s/, `<a hreflang="${SOURCE_LOCALE}" `);
    return tag.replace(
      /(\s(?:href|action)=")([^"]*)"/,
      (_, start: string, url: string) => `${start}${localizeHref(locale, url)}"`,
    );
  });
}

export const onRequest = defineMiddleware(async ({ url }, next) => {
  const response = await next();
  const locale = localeFromPath(url.pathname);
  if (locale === SOURCE_LOCALE || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(localizeHtmlLinks(await response.text(), locale), response);
});
