/**
 * Like fill() in template.ts, for texts with parts that are not plain text: "I agree to
 * the {terms} and {privacy}" becomes ['I agree to the ', <a/>, ' and ', <a/>], so a
 * sentence with links stays one sentence in content/. A placeholder without a value is
 * left as written.
 */
export function fillParts<T>(template: string, values: Record<string, T>): (string | T)[] {
  const parts: (string | T)[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!;
    if (!Object.hasOwn(values, name)) continue;
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push(values[name]!);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}
