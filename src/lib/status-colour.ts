/**
 * The colour of a message status (spec §4): Delivered, Opened and Completed are green,
 * Failed is red, every other status (Sent, Queued, ...) is blue.
 */
export type StatusTone = 'success' | 'danger' | 'info';

const SUCCESS = new Set(['delivered', 'opened', 'completed']);
const DANGER = new Set(['failed']);

export function statusTone(status: string): StatusTone {
  const key = status.trim().toLowerCase();
  if (SUCCESS.has(key)) return 'success';
  if (DANGER.has(key)) return 'danger';
  return 'info';
}

/** Badge classes per tone; each pair passes WCAG AA contrast (text-*-800 on bg-*-50). */
export const STATUS_BADGE_CLASSES: Record<StatusTone, string> = {
  success: 'bg-green-50 text-green-800 ring-green-600/30',
  danger: 'bg-red-50 text-red-800 ring-red-600/30',
  info: 'bg-blue-50 text-blue-800 ring-blue-600/30',
};

export function statusBadgeClass(status: string): string {
  return STATUS_BADGE_CLASSES[statusTone(status)];
}
