/**
 * Channel colours for the charts, as Tailwind classes (literal, so Tailwind generates them):
 * distinct, and each at least 3:1 against the page in both themes (the dark theme lightens
 * brand-700, teal-700, amber-700 and pink-700 in src/styles/global.css).
 */
const FILLS: Record<string, string> = {
  sms: 'fill-brand-700',
  email: 'fill-teal-700',
  voice: 'fill-amber-700',
  fax: 'fill-pink-700',
};
const STROKES: Record<string, string> = {
  sms: 'stroke-brand-700',
  email: 'stroke-teal-700',
  voice: 'stroke-amber-700',
  fax: 'stroke-pink-700',
};

export const fillOf = (id: string) => FILLS[id] ?? 'fill-slate-700';
export const strokeOf = (id: string) => STROKES[id] ?? 'stroke-slate-700';
