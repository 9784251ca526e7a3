import { describe, expect, it } from 'vitest';
import { deliveryRate, niceMax, statusHeader, statusRows, totalsOf, type ChannelFigures } from './report-totals';

const sms: ChannelFigures = {
  id: 'sms',
  label: 'SMS',
  sent: 1000,
  delivered: 982,
  failed: 10,
  pending: 8,
  daily: [1, 2],
};
const fax: ChannelFigures = {
  id: 'fax',
  label: 'Fax',
  sent: 100,
  delivered: 90,
  failed: 10,
  pending: 0,
  daily: [3, 4],
};

describe('report totals', () => {
  it('adds up the selected channels', () => {
    expect(totalsOf([sms, fax])).toEqual({ sent: 1100, delivered: 1072, failed: 20, pending: 8, deliveryRate: 97.5 });
  });
  it('is all zero with no channel selected, never NaN', () => {
    expect(totalsOf([])).toEqual({ sent: 0, delivered: 0, failed: 0, pending: 0, deliveryRate: 0 });
    expect(deliveryRate(0, 0)).toBe(0);
  });
  it('writes one status row per channel', () => {
    expect(statusRows([sms])).toEqual([['SMS', 1000, 982, 10, 8, '98.2%']]);
  });
  it('heads the status columns in the order of the rows', () => {
    const columns = { channel: 'C', sent: 'S', delivered: 'D', failed: 'F', pending: 'P', deliveryRate: 'R' };
    expect(statusHeader(columns)).toEqual(['C', 'S', 'D', 'F', 'P', 'R']);
  });
  it('rounds axis maxima to friendly numbers', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(1918)).toBe(2000);
    expect(niceMax(2100)).toBe(2500);
    expect(niceMax(45231)).toBe(50000);
  });
});
