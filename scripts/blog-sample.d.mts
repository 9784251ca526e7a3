export function linkedPosts(text: string): string[];
export function sampledPosts(
  posts: { slug: string; text: string }[],
  options: { newest: number; named?: string[]; otherContent?: string[] },
): Set<string>;
