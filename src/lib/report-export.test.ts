import { describe, expect, it } from 'vitest';
import { reportExport } from './report-export';
import type { ChannelFigures } from './report-totals';

const copy = {
  exportFile: 'delivery-report-{timeframe}.csv',
  columns: {
    channel: 'Channel',
    sent: 'Sent',
    delivered: 'Delivered',
    failed: 'Failed',
    pending: 'Pending',
    deliveryRate: 'Delivery rate',
  },
};
const figures = (id: ChannelFigures['id'], label: string, sent: number, delivered: number): ChannelFigures => ({
  id,
  label,
  sent,
  delivered,
  failed: sent - delivered,
  pending: 0,
  daily: [sent],
});

describe('reportExport', () => {
  it('is the status table of the channels shown, as CSV named for the timeframe', () => {
    const file = reportExport(copy, '7days', [figures('sms', 'SMS', 1000, 982), figures('fax', 'Fax', 10, 9)]);
    expect(file).toEqual({
      name: 'delivery-report-7days.csv',
      type: 'text/csv;charset=utf-8',
      text: 'Channel,Sent,Delivered,Failed,Pending,Delivery rate\r\nSMS,1000,982,18,0,98.2%\r\nFax,10,9,1,0,90%\r\n',
    });
  });

  it('is the header alone when every channel is filtered out', () => {
    expect(reportExport(copy, '24hours', [])).toMatchObject({
      name: 'delivery-report-24hours.csv',
      text: 'Channel,Sent,Delivered,Failed,Pending,Delivery rate\r\n',
    });
  });
});
