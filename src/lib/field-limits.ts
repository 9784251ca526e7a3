import type { Channel } from './compose-draft';
import { EMAIL_MAX_LENGTH } from './email';

/**
 * The most characters each field of the site takes (its native maxlength), and so the longest
 * value of each kind read back from storage: generous for anything a person writes, and far
 * below a length whose layout or counting at every keystroke could hold the page.
 */
export const MAX_LENGTH = {
  /** The longest address SMTP can carry (RFC 5321). */
  email: EMAIL_MAX_LENGTH,
  password: 128,
  /** A first, last or company name. */
  name: 100,
  /** A search term, or the filter of a list. */
  search: 200,
  /** The recipients of one message, separated by commas or lines: hundreds of numbers or addresses. */
  recipients: 10_000,
  /** An e-mail's subject, as the API takes it (content/developers/openapi.yaml). */
  subject: 998,
  /** A message to the sales and support team (the contact form). */
  contactMessage: 5_000,
  /** A monthly volume in the price estimator: 100,000,000 written with separators, and room to spare. */
  volume: 20,
} as const;

/**
 * A message's text on each channel, as the API takes it (content/developers/openapi.yaml): an SMS
 * 1,600 characters, a voice call's spoken text 3,000, a fax's cover note 1,000. The API sets no
 * limit on an e-mail's body; 20,000 characters is a long letter.
 */
export const MESSAGE_MAX_LENGTH: Record<Channel, number> = { sms: 1_600, email: 20_000, voice: 3_000, fax: 1_000 };
