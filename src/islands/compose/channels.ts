import type { Channel } from '../../lib/compose-draft';

export interface ChannelCopy {
  tab: string;
  /** Used in notices: "Your SMS message…". */
  noun: string;
  recipientLabel: string;
  recipientType: 'tel' | 'email';
  messageLabel: string;
}

export const CHANNEL_COPY: Record<Channel, ChannelCopy> = {
  sms: { tab: 'SMS', noun: 'SMS', recipientLabel: 'Phone Number', recipientType: 'tel', messageLabel: 'Message' },
  email: {
    tab: 'Email',
    noun: 'email',
    recipientLabel: 'Email Address',
    recipientType: 'email',
    messageLabel: 'Message',
  },
  voice: {
    tab: 'Voice',
    noun: 'voice',
    recipientLabel: 'Phone Number',
    recipientType: 'tel',
    messageLabel: 'Message (read aloud by text-to-speech)',
  },
  fax: { tab: 'Fax', noun: 'fax', recipientLabel: 'Fax Number', recipientType: 'tel', messageLabel: 'Message' },
};
