/**
 * The reports' channel filters (spec §4): every channel on at first; each toggle turns one on or
 * off and says so in a notice naming it; Clear turns all of them on again.
 */
import type { NoticeText } from './messages';
import { fill } from './template';
import type { ReportsCopy } from '../schemas/account';

interface Channel {
  id: string;
  label: string;
}

/** Every channel on: the start, and what Clear goes back to. */
export function allChannels(channels: readonly Channel[]): Set<string> {
  return new Set(channels.map((channel) => channel.id));
}

export type FilterChange = 'filterApplied' | 'filterRemoved';

/** One channel turned off when it was on, or on when it was off; the set given is left as it was. */
export function toggleChannel(
  selected: ReadonlySet<string>,
  id: string,
): { selected: Set<string>; change: FilterChange } {
  const next = new Set(selected);
  if (next.delete(id)) return { selected: next, change: 'filterRemoved' };
  next.add(id);
  return { selected: next, change: 'filterApplied' };
}

/** The notice for a change, naming the channel by its label (its id when it has none). */
export function filterNotice(
  notices: Pick<ReportsCopy['notices'], FilterChange>,
  change: FilterChange,
  channels: readonly Channel[],
  id: string,
): NoticeText {
  const channel = channels.find((c) => c.id === id)?.label ?? id;
  const { title, description } = notices[change];
  return { title: fill(title, { channel }), description: fill(description, { channel }) };
}

/** The channels shown, in the report's order. */
export function visibleChannels<C extends Channel>(channels: readonly C[], selected: ReadonlySet<string>): C[] {
  return channels.filter((channel) => selected.has(channel.id));
}

/**
 * The Filters button's count, only while some channel is hidden: as shown ("2/4") and as
 * screen readers say it ("2 of 4 channels shown"), which "2/4" alone does not tell.
 */
export function filterCount(
  text: Pick<ReportsCopy['filters'], 'count' | 'countSpoken'>,
  channels: readonly Channel[],
  selected: ReadonlySet<string>,
): { shown: string; spoken: string } | null {
  if (selected.size >= channels.length) return null;
  const values = { selected: selected.size, total: channels.length };
  return { shown: fill(text.count, values), spoken: fill(text.countSpoken, values) };
}

/** What the Delivery tab says it shows: every channel, the ones kept, or none. */
export function channelsShown(
  text: Pick<ReportsCopy, 'allChannels' | 'noChannels'>,
  channels: readonly Channel[],
  visible: readonly Channel[],
): string {
  if (visible.length === channels.length) return text.allChannels;
  return visible.map((channel) => channel.label).join(', ') || text.noChannels;
}
