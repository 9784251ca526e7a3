/** Content files a marketer adds in the scenario tests, written as content/README.md says. */

export const NEW_CATEGORY = `
- id: release-notes
  name: Release Notes
  description: Every change to the Relaymark API and dashboard, as it ships, with what you need to do about it.
`;

const post = (title: string, date: string, extra = '') => `---
title: "${title}"
excerpt: Fax sends that meet a busy line are now retried on a schedule you choose, and every attempt appears in the message history.
date: ${date}
author: Tomás Herrera
category: Release Notes
image:
  src: /images/blog/fax-in-healthcare.svg
  alt: A fax document travelling between two buildings
${extra}---

Busy lines are the most common reason a fax is not delivered on the first try. From today you can choose how often Relaymark retries.
`;

export const PUBLISHED = {
  file: 'content/blog/scheduled-fax-retries.md',
  title: 'Release Notes: Scheduled Fax Retries',
};
export const DRAFT = { file: 'content/blog/draft-fax-cover-pages.md', title: 'Draft: Fax Cover Pages from Templates' };
export const SCHEDULED = { file: 'content/blog/future-fax-analytics.md', title: 'Coming Soon: Fax Delivery Analytics' };

export const POSTS = [
  { ...PUBLISHED, text: post(PUBLISHED.title, '2026-11-20') },
  { ...DRAFT, text: post(DRAFT.title, '2026-11-19', 'draft: true\n') },
  { ...SCHEDULED, text: post(SCHEDULED.title, '2099-01-15') },
];

export const WHATSAPP_PRODUCT = `---
name: WhatsApp API
channel: WhatsApp
order: 7
icon: message-circle
tagline: Reach customers in the chat app they already use, with templates and replies
description: Send WhatsApp template messages and hold two-way conversations from the same API and dashboard you already use for SMS, with delivery and read receipts.
features:
  - Approved message templates
  - Two-way conversations
  - Read receipts
steps:
  - title: Connect your WhatsApp Business account
    body: Link your business profile in the dashboard and choose the phone number customers will see.
  - title: Get your templates approved
    body: Submit the message templates you plan to send first; approval usually takes less than a day.
  - title: Send your first message
    body: POST the recipient, the template and its values to the send endpoint and follow its delivery status.
priceNote: from $0.005 per message
title: "WhatsApp API: template messages and chats | Relaymark"
---

WhatsApp is where many customers already talk to the businesses they trust.
`;

export const WHATSAPP_RATE = `
- id: whatsapp
  channel: WhatsApp
  price: 0.005
  unit: per message
  discountFrom: 20000
  discountLabel: Volume discounts from 20K+ messages a month
  volumeLabel: WhatsApp messages per month
`;
