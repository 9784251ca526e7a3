/** Average silent reading speed for technical prose, in words per minute. */
export const WORDS_PER_MINUTE = 200;

/** Each text's minutes, counted once per build: a post's body is shown on its card on many pages. */
const counted = new Map<string, number>();

/** Whole minutes needed to read a Markdown text (at least 1); code, links and markup are not counted twice. */
export function readingMinutes(markdown: string): number {
  // While `astro dev` runs, each edit of a post is a new text: none is kept.
  if (import.meta.env.DEV) return countMinutes(markdown);
  let minutes = counted.get(markdown);
  if (minutes === undefined) counted.set(markdown, (minutes = countMinutes(markdown)));
  return minutes;
}

function countMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[{}[\]",:]/g, ' '))
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|-]/g, ' ');
  const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
