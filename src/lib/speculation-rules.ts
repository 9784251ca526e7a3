/**
 * The speculation rules every page carries (a static <script type="speculationrules">, no
 * JavaScript): a link to another page of the site is prerendered once the visitor rests the
 * pointer on it or presses it ("moderate"), so the page is on screen the moment it is clicked.
 * A prerendered page acts only once shown (src/lib/page-shown.ts). The patterns are relative to the
 * page, so another site's links never match, and the same text serves every language (one CSP hash).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          // The content editor, and every file that is not a page (a page's path has no dot): press
          // PDFs, /openapi.json, the Postman collection, the feeds, llms.txt, security.txt.
          { not: { href_matches: ['/admin{/*}?', '/*.*'] } },
          // A link marked as a download, or as an action (rel="nofollow": signing out and the like).
          { not: { selector_matches: '[download], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The text of the page's <script type="speculationrules">, which the CSP allows by its hash. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);
