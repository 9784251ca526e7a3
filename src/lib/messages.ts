/**
 * The spec's simulated delays and limits (§4, §9) as named constants. The forms' texts and
 * notices live in content/forms/ (sign-in, registration, compose) and content/pages/
 * (contact, password reset).
 */

export const DELAYS_MS = {
  signIn: 1000,
  registration: 1500,
  send: 1500,
  export: 2000,
} as const;

/** How long the simulated password-reset request shows 'Sending...' (not in the spec: kept as short as sign-in). */
export const PASSWORD_RESET_DELAY_MS = 1000;

export const PASSWORD_MIN_LENGTH = 8;

export interface NoticeText {
  title: string;
  description: string;
}
