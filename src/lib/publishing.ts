/** Whether a dated entry (blog post, press release) is live in a build made at `now`. */
type PublicationState = 'published' | 'draft' | 'scheduled';

/** An entry's `date` is the moment it goes live: a day alone is that day from midnight UTC. */
export function publicationState(entry: { draft: boolean; date: Date }, now: Date): PublicationState {
  if (entry.draft) return 'draft';
  return entry.date.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/**
 * What the live site tells the scheduled rebuild (workers/scheduled-build/): when this build was
 * made, and the moments after it at which a scheduled entry goes live, earliest first. Moments
 * only: a visitor learns nothing else of an entry before it is published.
 */
export interface PublishSchedule {
  built: string;
  upcoming: string[];
}

export function publishSchedule(entries: { draft: boolean; date: Date }[], now: Date): PublishSchedule {
  const upcoming = entries
    .filter((entry) => publicationState(entry, now) === 'scheduled')
    .map((entry) => entry.date.toISOString());
  return { built: now.toISOString(), upcoming: [...new Set(upcoming)].sort() };
}
