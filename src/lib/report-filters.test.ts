import { describe, expect, it } from 'vitest';
import { reportsSchema } from '../schemas/account';
import { englishCopy } from '../schemas/testing/english-copy';
import {
  allChannels,
  channelsShown,
  filterCount,
  filterNotice,
  toggleChannel,
  visibleChannels,
} from './report-filters';

const copy = englishCopy(reportsSchema, 'account/reports.yaml');
const channels = [
  { id: 'sms', label: 'SMS' },
  { id: 'email', label: 'Email' },
  { id: 'voice', label: 'Voice' },
  { id: 'fax', label: 'Fax' },
];

describe('the channel filters (spec §4)', () => {
  it('start with every channel on', () => {
    expect([...allChannels(channels)]).toEqual(['sms', 'email', 'voice', 'fax']);
  });

  it('turn a channel off with the removed notice, and on again with the applied one, naming it', () => {
    const all = allChannels(channels);
    const off = toggleChannel(all, 'email');
    expect([...off.selected]).toEqual(['sms', 'voice', 'fax']);
    expect(filterNotice(copy.notices, off.change, channels, 'email')).toEqual({
      title: 'Filter removed',
      description: 'Email data is now hidden from the report.',
    });
    const on = toggleChannel(off.selected, 'email');
    expect(on.selected).toEqual(all);
    expect(filterNotice(copy.notices, on.change, channels, 'email')).toEqual({
      title: 'Filter applied',
      description: 'Email data is now included in the report.',
    });
    expect([...all]).toEqual(['sms', 'email', 'voice', 'fax']);
  });

  it('name the channel in the title too, where a translation puts it there', () => {
    const notices = { ...copy.notices, filterRemoved: { title: '{channel} hidden', description: 'Gone.' } };
    expect(filterNotice(notices, 'filterRemoved', channels, 'email')).toEqual({
      title: 'Email hidden',
      description: 'Gone.',
    });
  });

  it('name a channel without a label by its id', () => {
    expect(filterNotice(copy.notices, 'filterRemoved', [], 'mms').description).toBe(
      'mms data is now hidden from the report.',
    );
  });

  it('show the channels kept, in the report’s order, and Clear turns them all on again', () => {
    let selected = allChannels(channels);
    for (const id of ['fax', 'sms']) selected = toggleChannel(selected, id).selected;
    expect(visibleChannels(channels, selected).map((c) => c.id)).toEqual(['email', 'voice']);
    expect(visibleChannels(channels, allChannels(channels))).toEqual(channels);
  });

  it('count the channels shown on the Filters button only while one is hidden', () => {
    const all = allChannels(channels);
    expect(filterCount(copy.filters, channels, all)).toBeNull();
    expect(filterCount(copy.filters, channels, toggleChannel(all, 'sms').selected)).toEqual({
      shown: '3/4',
      spoken: '3 of 4 channels shown',
    });
    expect(filterCount(copy.filters, channels, new Set())).toEqual({ shown: '0/4', spoken: '0 of 4 channels shown' });
  });

  it('say which channels the Delivery tab shows', () => {
    expect(channelsShown(copy, channels, channels)).toBe('All channels');
    expect(channelsShown(copy, channels, [channels[0]!, channels[2]!])).toBe('SMS, Voice');
    expect(channelsShown(copy, channels, [])).toBe('No channels selected');
  });
});

describe('the export notices (spec §4)', () => {
  it('say it started, and that it is complete', () => {
    expect(copy.notices.exportStarted).toEqual({
      title: 'Export started',
      description: 'Your delivery report is being prepared.',
    });
    expect(copy.notices.exportComplete).toEqual({
      title: 'Export complete',
      description: 'Your delivery report has been downloaded as a CSV file.',
    });
  });
});
