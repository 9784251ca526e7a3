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

/** The same additions in Spanish and German, as content/README.md ("Translating") says: the build needs every language. */
export const TRANSLATED = {
  es: {
    category: `
- id: release-notes
  name: Notas de la versión
  description: Cada cambio en la API y el panel de Relaymark en cuanto llega, con lo que tienes que hacer al respecto.
`,
    product: `---
name: WhatsApp API
channel: WhatsApp
order: 7
icon: message-circle
tagline: Llega a tus clientes en la app de chat que ya usan
description: Envía plantillas de WhatsApp y mantén conversaciones desde la misma API que ya usas para los SMS, con confirmaciones de entrega y de lectura.
features:
  - Plantillas de mensaje aprobadas
  - Conversaciones bidireccionales
  - Confirmaciones de lectura
steps:
  - title: Conecta tu cuenta de WhatsApp Business
    body: Vincula tu perfil de empresa en el panel y elige el número de teléfono que verán tus clientes.
  - title: Consigue la aprobación de tus plantillas
    body: Envía primero las plantillas que piensas usar; la aprobación suele tardar menos de un día.
  - title: Envía tu primer mensaje
    body: Haz un POST con el destinatario, la plantilla y sus valores al endpoint send y sigue el estado de la entrega.
priceNote: desde 0,005 US$ por mensaje
title: "WhatsApp API: mensajes de plantilla y chats | Relaymark"
---

WhatsApp es donde muchos clientes ya hablan con las empresas en las que confían.
`,
    rate: `
- id: whatsapp
  channel: WhatsApp
  price: 0.005
  unit: por mensaje
  discountFrom: 20000
  discountLabel: Descuentos por volumen a partir de 20 000 mensajes al mes
  volumeLabel: Mensajes de WhatsApp al mes
`,
  },
  de: {
    category: `
- id: release-notes
  name: Versionshinweise
  description: Jede Änderung an der Relaymark-API und am Dashboard, sobald sie live ist, mit allem, was Sie dafür tun müssen.
`,
    product: `---
name: WhatsApp API
channel: WhatsApp
order: 7
icon: message-circle
tagline: Ihre Kunden in der Chat-App erreichen, die sie ohnehin nutzen
description: Versenden Sie WhatsApp-Vorlagen und führen Sie Dialoge über dieselbe API wie für SMS – mit Zustell- und Lesebestätigungen.
features:
  - Freigegebene Nachrichtenvorlagen
  - Dialoge in beide Richtungen
  - Lesebestätigungen
steps:
  - title: Verbinden Sie Ihr WhatsApp-Business-Konto
    body: Verknüpfen Sie Ihr Unternehmensprofil im Dashboard und wählen Sie die Rufnummer, die Ihre Kunden sehen.
  - title: Lassen Sie Ihre Vorlagen freigeben
    body: Reichen Sie zuerst die Vorlagen ein, die Sie versenden möchten; die Freigabe dauert meist weniger als einen Tag.
  - title: Senden Sie Ihre erste Nachricht
    body: Senden Sie Empfänger, Vorlage und ihre Werte per POST an den Endpunkt send und verfolgen Sie den Zustellstatus.
priceNote: ab 0,005 $ pro Nachricht
title: "WhatsApp API: Vorlagennachrichten und Chats | Relaymark"
---

Auf WhatsApp sprechen viele Kunden längst mit den Unternehmen, denen sie vertrauen.
`,
    rate: `
- id: whatsapp
  channel: WhatsApp
  price: 0.005
  unit: pro Nachricht
  discountFrom: 20000
  discountLabel: Mengenrabatte ab 20.000 Nachrichten im Monat
  volumeLabel: WhatsApp-Nachrichten pro Monat
`,
  },
} as const;
