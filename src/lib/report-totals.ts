import type { ReportChannel, ReportsCopy } from '../schemas/account';

/** One channel's figures, as content/account/reports.yaml gives them. */
export type ChannelFigures = ReportChannel;

export interface DeliveryTotals {
  sent: number;
  delivered: number;
  failed: number;
  pending: number;
  /** Delivered as a share of sent, 0 to 100 with one decimal; 0 when nothing was sent. */
  deliveryRate: number;
}

export function deliveryRate(delivered: number, sent: number): number {
  return sent > 0 ? Math.round((delivered / sent) * 1000) / 10 : 0;
}

export function totalsOf(channels: ChannelFigures[]): DeliveryTotals {
  const sum = (pick: (c: ChannelFigures) => number) => channels.reduce((total, c) => total + pick(c), 0);
  const sent = sum((c) => c.sent);
  const delivered = sum((c) => c.delivered);
  return {
    sent,
    delivered,
    failed: sum((c) => c.failed),
    pending: sum((c) => c.pending),
    deliveryRate: deliveryRate(delivered, sent),
  };
}

/** The rows of the status table, as exported to CSV. */
export function statusRows(channels: ChannelFigures[]): (string | number)[][] {
  return channels.map((c) => [
    c.label,
    c.sent,
    c.delivered,
    c.failed,
    c.pending,
    `${deliveryRate(c.delivered, c.sent)}%`,
  ]);
}

/** The column names of the status table and the CSV export, in the order of statusRows. */
export function statusHeader(columns: ReportsCopy['statusTable']['columns']): string[] {
  return [columns.channel, columns.sent, columns.delivered, columns.failed, columns.pending, columns.deliveryRate];
}

/** A round upper bound for a chart axis: 1, 2, 2.5 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}
