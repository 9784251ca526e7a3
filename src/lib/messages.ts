/**
 * Every notice, error text and simulated delay of the spec (§4, §5, §8, §9) in one place.
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

export const NOTICES = {
  loginSuccess: { title: 'Success!', description: 'You have successfully logged in.' },
  loginFailed: { title: 'Sign-in failed', description: 'Please check your credentials and try again.' },
  termsRequired: {
    title: 'Terms Agreement Required',
    description: 'Please agree to the Terms of Service and Privacy Policy.',
  },
  weakPassword: { title: 'Weak Password', description: 'Password must be at least 8 characters long.' },
  accountCreated: { title: 'Account created!', description: 'Your account has been successfully created.' },
  missingRecipient: { title: 'Missing recipient', description: 'Please enter a recipient for your message.' },
  emptyMessage: { title: 'Empty message', description: 'Please enter a message before sending.' },
} as const satisfies Record<string, NoticeText>;

export const BUSY_LABELS = {
  signIn: 'Signing in...',
  registration: 'Creating account...',
  send: 'Sending...',
} as const;

export const NOT_FOUND = {
  product: {
    title: 'Product Not Found',
    description: "The product you're looking for doesn't exist or has been removed.",
  },
  solution: {
    title: 'Solution Not Found',
    description: "The solution you're looking for doesn't exist or has been removed.",
  },
  page: {
    title: 'Oops! Page not found',
    description: 'The page you asked for is not here. It may have moved, or the address may be mistyped.',
  },
} as const satisfies Record<string, NoticeText>;

export const RENDER_FAILURE_TITLE = 'Unexpected Application Error!';

export const COMPOSE_NOTICES = {
  missingSubject: { title: 'Missing subject', description: 'Please enter a subject for your email.' },
  sent: (channelLabel: string, recipients: number) => ({
    title: 'Message sent!',
    description: `Your ${channelLabel} message to ${recipients} ${recipients === 1 ? 'recipient' : 'recipients'} has been queued for delivery.`,
  }),
} as const;

export const REPORT_NOTICES = {
  filterApplied: (channel: string) => ({
    title: 'Filter applied',
    description: `${channel} data is now included in the report.`,
  }),
  filterRemoved: (channel: string) => ({
    title: 'Filter removed',
    description: `${channel} data is now hidden from the report.`,
  }),
  exportStarted: { title: 'Export started', description: 'Your delivery report is being prepared.' },
  exportComplete: { title: 'Export complete', description: 'Your delivery report has been downloaded as a CSV file.' },
} as const;
