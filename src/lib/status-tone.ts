/** Colours of the account area (spec §4), as tones the components map to classes. */
export type Tone = 'success' | 'danger' | 'info';

const SUCCESS_STATUSES = new Set(['delivered', 'opened', 'completed']);

/** Delivered, Opened and Completed are green; Failed is red; anything else (Sent) is blue. */
export function statusTone(status: string): Tone {
  const key = status.trim().toLowerCase();
  if (SUCCESS_STATUSES.has(key)) return 'success';
  if (key === 'failed') return 'danger';
  return 'info';
}

/** A stat change shown with '+' (a rise) is green, any other is red. */
export function changeTone(change: number): Exclude<Tone, 'info'> {
  return change > 0 ? 'success' : 'danger';
}

/** Colour tokens of src/styles/global.css (--color-success, --color-danger, --color-info). */
export const TONE_TEXT_CLASS: Record<Tone, string> = {
  success: 'text-success',
  danger: 'text-danger',
  info: 'text-info',
};

export const TONE_BADGE_CLASS: Record<Tone, string> = {
  success: 'bg-green-50 text-success ring-green-600/30',
  danger: 'bg-red-50 text-danger ring-red-600/30',
  info: 'bg-blue-50 text-info ring-blue-600/30',
};
