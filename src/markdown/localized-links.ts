import { fileURLToPath } from 'node:url';
import { defineHastPlugin } from 'satteri';
import { localeOfFile } from '../i18n/entries';
import { SOURCE_LOCALE } from '../i18n/locales';
import { linkHreflang, linkInLanguage } from '../links/links';

/**
 * Every link of a translated Markdown body leads to the page in the body's language
 * ([Pricing](/pricing) in content/pages/es/ becomes /es/pricing), and a link to a page that exists
 * in English only says so with hreflang="en". Content keeps writing the English paths, so a
 * translator never edits a link.
 */
export const localizeMarkdownLinks = defineHastPlugin({
  name: 'localize-links',
  element: {
    filter: ['a'],
    visit(node, ctx) {
      const locale = ctx.fileURL ? localeOfFile(fileURLToPath(ctx.fileURL)) : SOURCE_LOCALE;
      const href = node.properties.href;
      if (locale === SOURCE_LOCALE || typeof href !== 'string') return;
      const hreflang = linkHreflang(locale, href);
      if (hreflang) ctx.setProperty(node, 'hrefLang', hreflang);
      else ctx.setProperty(node, 'href', linkInLanguage(locale, href));
    },
  },
});
