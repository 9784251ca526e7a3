import type { Channel } from '../../lib/compose-draft';

/**
 * The keyboard a phone shows for each channel's recipient field. The channel names and field
 * labels are copy: content/account/compose.yaml and content/forms/compose-form.yaml.
 */
export const RECIPIENT_INPUT_MODE: Record<Channel, 'tel' | 'email'> = {
  sms: 'tel',
  email: 'email',
  voice: 'tel',
  fax: 'tel',
};
