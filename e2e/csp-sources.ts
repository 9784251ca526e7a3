/** The page's own CSP, from its <meta http-equiv="content-security-policy">; '' when it has none. */
export const pagePolicy = (html: string) =>
  /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';

/**
 * The sources the page's own policy names that a served policy does not allow: the header and
 * the <meta> policy are both enforced, so the header must allow every source the page names (its
 * inline scripts' and critical CSS's hashes). One line each: "CSP header lacks style-src 'sha256-…'".
 */
export function sourcesNotServed(own: string, served: string): string[] {
  return own.split(';').flatMap((directive) => {
    const [name, ...sources] = directive.trim().split(/\s+/);
    const servedSources = new RegExp(`(?:^|;)\\s*${name}\\s([^;]*)`).exec(served)?.[1]?.split(/\s+/) ?? [];
    return sources
      .filter((source) => !servedSources.includes(source))
      .map((source) => `CSP header lacks ${name} ${source}`);
  });
}
