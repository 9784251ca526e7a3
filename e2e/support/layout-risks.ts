import { decodeHTML } from 'entities';

/** What in a page's main content can push its layout wider than the screen, read from its HTML. */
export interface LayoutRisk {
  tables: number;
  /** The longest line of preformatted code, in characters. */
  codeLine: number;
  /** The longest run of text a line cannot break in (no space or hyphen), in characters. */
  word: number;
  /** The widest image's intrinsic width (its width attribute), in px. */
  image: number;
}

const DESCRIBED: Record<keyof LayoutRisk, string> = {
  tables: 'the most tables',
  codeLine: 'the longest code line',
  word: 'the longest word',
  image: 'the widest image',
};

/** Tags that do not break a word when text flows through them. */
const INLINE = /^<\/?(?:a|abbr|b|code|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b/i;

const mainOf = (html: string) => {
  const start = html.search(/<main\b/i);
  const end = html.search(/<\/main>/i);
  return start >= 0 && end > start ? html.slice(start, end) : html;
};

const longest = (texts: string[]) => texts.reduce((most, text) => Math.max(most, [...text].length), 0);

export function layoutRisk(html: string): LayoutRisk {
  const main = mainOf(html);
  const codeLines = [...main.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi)].flatMap(([, code]) =>
    decodeHTML(code!.replace(/<[^>]+>/g, '')).split('\n'),
  );
  const prose = main
    .replace(/<(script|style|pre|svg|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, (tag) => (INLINE.test(tag) ? '' : ' '));
  const words = decodeHTML(prose).split(/[\s\u00ad\u200b-]+/u);
  const widths = [...main.matchAll(/<img\b[^>]*\swidth="(\d+)"/gi)].map(([, width]) => Number(width));
  return {
    tables: main.match(/<table\b/gi)?.length ?? 0,
    codeLine: longest(codeLines),
    word: longest(words),
    image: Math.max(0, ...widths),
  };
}

/**
 * Per group of pages (a route file), the page with the most of each risk: the most tables, the
 * longest code line, the longest word, the widest image. At most four pages a group, however
 * many pages it has; a tie goes to the first route in order. Returns each chosen route with why.
 */
export function riskiestPages(pages: { route: string; group: string; html: string }[]): Map<string, string[]> {
  const best = new Map<string, { route: string; value: number }>();
  for (const { route, group, html } of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
    const risk = layoutRisk(html);
    for (const measure of Object.keys(DESCRIBED) as (keyof LayoutRisk)[]) {
      const key = `${group} ${measure}`;
      if (risk[measure] > (best.get(key)?.value ?? 0)) best.set(key, { route, value: risk[measure] });
    }
  }
  const chosen = new Map<string, string[]>();
  for (const [key, { route, value }] of best) {
    const measure = key.slice(key.lastIndexOf(' ') + 1) as keyof LayoutRisk;
    chosen.set(route, [...(chosen.get(route) ?? []), `${DESCRIBED[measure]} of its file (${value})`]);
  }
  return chosen;
}
