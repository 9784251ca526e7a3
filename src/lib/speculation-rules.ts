/**
 * The speculation rules every page carries (a static <script type="speculationrules">, no
 * JavaScript), so the next page is on screen the moment it is clicked. A link to another page of
 * the site is fetched as soon as the pointer touches it ("eager": 10 ms on a desktop) and
 * prerendered once the pointer rests on it or presses it ("moderate": 200 ms), from what was
 * fetched: on a slow connection a page cannot arrive between the rest and the click, but can
 * between the first touch and the click (npm run bench, the next page). A prerendered page acts
 * only once shown (src/lib/page-shown.ts). The patterns are relative to the page, so another site's links
 * never match, and the same text serves every language (one CSP hash).
 */
const PAGES_OF_THE_SITE = {
  and: [
    { href_matches: '/*' },
    // The content editor, and every file that is not a page (a page's path has no dot): press
    // PDFs, /openapi.json, the Postman collection, the feeds, llms.txt, security.txt.
    { not: { href_matches: ['/admin{/*}?', '/*.*'] } },
    // A link marked as a download, or as an action (rel="nofollow": signing out and the like).
    { not: { selector_matches: '[download], [rel~=nofollow]' } },
  ],
} as const;

export const SPECULATION_RULES = {
  prefetch: [{ where: PAGES_OF_THE_SITE, eagerness: 'eager' }],
  prerender: [{ where: PAGES_OF_THE_SITE, eagerness: 'moderate' }],
} as const;

/** The text of the page's <script type="speculationrules">, which the CSP allows by its hash. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);
