import { describe, expect, it } from 'vitest';
import { parseHtml } from './parsed-html';
import { urlsNotInLanguage } from './urls-in-language';

// The page-language check (files/page-language.test.ts) on a Spanish page, one fault planted at a time.

const SITE = 'https://www.relaymark.com';
const HEAD = [
  `<link rel="canonical" href="${SITE}/es/pricing"><meta property="og:url" content="${SITE}/es/pricing">`,
  `<link rel="alternate" hreflang="en" href="${SITE}/pricing"><link rel="alternate" hreflang="es" href="${SITE}/es/pricing">`,
  `<link rel="alternate" hreflang="x-default" href="${SITE}/pricing">`,
  `<script type="application/ld+json">{"@type":"WebPage","url":"${SITE}/es/pricing","breadcrumb":{"itemListElement":[{"item":"${SITE}/es"}]}}</script>`,
].join('');
const MAIN = [
  '<a href="/es/contact">Contacto</a><a href="/blog/post" hreflang="en">English</a><a href="#plans">Planes</a>',
  '<a href="mailto:sales@relaymark.com">Ventas</a><a href="https://example.com/pricing">Otro sitio</a>',
  '<a href="/openapi.yaml">OpenAPI</a><a href="/_astro/x.css">x</a><form action="/es/contact"></form>',
  '<astro-island opts="{&quot;name&quot;:&quot;Estimator&quot;}" props="{&quot;href&quot;:[0,&quot;/es/contact&quot;],&quot;label&quot;:[0,&quot;Hola&quot;]}"></astro-island>',
].join('');
const page = (head: string, main: string, mainLang = '') =>
  parseHtml(`<!doctype html><html lang="es"><head>${head}</head><body><main${mainLang}>${main}</main></body></html>`);

describe('the URLs of a translated page', () => {
  it('pass when each is in the page’s language, an English-only page marked, or not a page of the site', () => {
    expect(urlsNotInLanguage(page(HEAD, MAIN), '/es/pricing')).toEqual([]);
  });

  it.each([
    ['a link to English', HEAD, '<a href="/contact">Contacto</a>', 'link /contact: in en, not es'],
    ['a link to German', HEAD, '<a href="/de/contact">Kontakt</a>', 'link /de/contact: in de, not es'],
    ['a form posting in English', HEAD, '<form action="/contact"></form>', 'form /contact: in en, not es'],
    [
      'an island’s prop in English',
      HEAD,
      '<astro-island opts="{&quot;name&quot;:&quot;Estimator&quot;}" props="{&quot;href&quot;:[0,&quot;/contact#form&quot;]}"></astro-island>',
      'island {"name":"Estimator"} /contact#form: in en, not es',
    ],
    [
      'a JSON-LD URL in English',
      HEAD.replace(`"item":"${SITE}/es"`, `"item":"${SITE}/"`),
      MAIN,
      `JSON-LD ${SITE}/: in en, not es`,
    ],
    [
      'a canonical URL in English',
      HEAD.replace(`canonical" href="${SITE}/es/pricing"`, `canonical" href="${SITE}/pricing"`),
      MAIN,
      `canonical ${SITE}/pricing: in en, not es`,
    ],
    [
      'an og:url in English',
      HEAD.replace(`content="${SITE}/es/pricing"`, `content="${SITE}/pricing"`),
      MAIN,
      `og:url ${SITE}/pricing: in en, not es`,
    ],
    [
      'an alternate whose hreflang names another language',
      HEAD.replace(`hreflang="es" href="${SITE}/es/pricing"`, `hreflang="es" href="${SITE}/de/pricing"`),
      MAIN,
      `alternate ${SITE}/de/pricing: hreflang="es" but the page is de`,
    ],
    [
      'a link marked English leading to Spanish',
      HEAD,
      '<a href="/es/contact" hreflang="en">English</a>',
      'link /es/contact: hreflang="en" but the page is es',
    ],
    [
      'an unmarked link to a page in English only',
      HEAD,
      '<a href="/blog/post">Blog</a>',
      'link /blog/post: English only, without hreflang="en"',
    ],
  ])('names %s', (_, head, main, message) => {
    expect(urlsNotInLanguage(page(head, main), '/es/pricing')).toEqual([`/es/pricing: ${message}`]);
  });

  it('let a page not translated yet name its English page as itself, and its English content link to English', () => {
    const head = `<link rel="canonical" href="${SITE}/legal"><meta property="og:url" content="${SITE}/legal">`;
    expect(urlsNotInLanguage(page(head, '<a href="/privacy">Privacy</a>', ' lang="en"'), '/es/legal')).toEqual([]);
  });

  it('name the links outside the English content of a page not translated yet', () => {
    const document = parseHtml(
      `<html lang="es"><body><header><a href="/pricing">Pricing</a></header><main lang="en"></main></body></html>`,
    );
    expect(urlsNotInLanguage(document, '/es/legal')).toEqual(['/es/legal: link /pricing: in en, not es']);
  });

  it('name a canonical URL of a page not translated yet that names another English page', () => {
    const head = `<link rel="canonical" href="${SITE}/terms">`;
    expect(urlsNotInLanguage(page(head, '', ' lang="en"'), '/es/legal')).toEqual([
      `/es/legal: canonical ${SITE}/terms: in en, not es`,
    ]);
  });
});
