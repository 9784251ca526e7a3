export interface ExcerptPart {
  text: string;
  /** A search hit, shown in <mark>. */
  hit: boolean;
}

/**
 * Splits Pagefind's excerpt into plain text and hits without parsing it as HTML (an HTML parser
 * is a Trusted Types sink). Pagefind escapes only "<" and ">" in page text and wraps each hit in
 * <mark>…</mark>; this undoes exactly that.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const unescape = (text: string) => text.replaceAll('&lt;', '<').replaceAll('&gt;', '>');
  return excerpt
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const hit = /^<mark>([^<]*)<\/mark>$/.exec(part);
      return { text: unescape(hit ? hit[1]! : part), hit: hit !== null };
    });
}
