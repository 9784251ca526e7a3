/** Whether a dated entry (blog post, press release) is live in a build made at `now`. */
export type PublicationState = 'published' | 'draft' | 'scheduled';

export function publicationState(entry: { draft: boolean; date: Date }, now: Date): PublicationState {
  if (entry.draft) return 'draft';
  // A date means the whole day: a post dated today is live in today's first build.
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return entry.date.getTime() > startOfToday ? 'scheduled' : 'published';
}
