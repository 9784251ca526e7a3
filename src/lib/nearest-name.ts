import leven, { closestMatch } from 'leven';

/**
 * The name among `known` that `name` most likely misspells (a letter or two off, whatever the
 * case), for a message's "did you mean": none when every known name is further off.
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const nearest = closestMatch(name, known);
  if (nearest === undefined) return undefined;
  const allowed = Math.max(1, Math.floor(name.length / 3));
  return leven(name.toLowerCase(), nearest.toLowerCase()) <= allowed ? nearest : undefined;
}
