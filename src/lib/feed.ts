/** What the site's RSS feeds add to @astrojs/rss's channel, which has no option for a self link. */

const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The channel's Atom namespace, self link and language: the feed validators ask every RSS 2.0
 * feed to name its own URL (`<atom:link rel="self">`) so readers can tell where it moved.
 */
export function feedChannel(feedUrl: string, language: string): { xmlns: Record<string, string>; customData: string } {
  return {
    xmlns: { atom: ATOM_NAMESPACE },
    customData:
      `<language>${escapeXml(language)}</language>` +
      `<atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
  };
}
