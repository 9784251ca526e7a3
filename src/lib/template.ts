/**
 * Fills the {placeholders} of a text from content/ ("{minutes} min read"). A placeholder
 * without a value is left as written, so a typo in content shows up on the page instead
 * of silently disappearing.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
