/** Content files a marketer adds in the scenario tests, written as content/README.md says. */
import type { ProjectCopy } from '../../scripts/project-copy.ts';

/**
 * The blog posts a scenario's copy keeps (scripts/blog-sample.ts): every post of today's blog,
 * and of a company's thousand posts the newest twelve, the newest of each category and what the
 * site links to, so a scenario's build costs the same however large the blog grows.
 */
export const BLOG_SAMPLE = { newest: 12 };

export const NEW_CATEGORY = `
- id: release-notes
  name: Release Notes
  description: Every change to the Relaymark API and dashboard, as it ships, with what you need to do about it.
`;

const post = (title: string, date: string, extra = '', cover = 'fax-in-healthcare') => `---
title: "${title}"
excerpt: Fax sends that meet a busy line are now retried on a schedule you choose, and every attempt appears in the message history.
date: ${date}
author: Tomás Herrera
category: Release Notes
image:
  src: ./images/${cover}.svg
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
  { ...DRAFT, text: post(DRAFT.title, '2026-11-19', 'draft: true\n', 'draft-fax-cover-pages') },
  // Timed, with its zone: live at 08:00 UTC that day.
  { ...SCHEDULED, text: post(SCHEDULED.title, '2099-01-15T09:00+01:00', '', 'future-fax-analytics') },
];

/** The covers of the draft and the scheduled post, each its own photo: the live site must not publish them. */
export const UNPUBLISHED_COVERS = ['draft-fax-cover-pages', 'future-fax-analytics'];

/** Writes the posts, and the unpublished posts' covers (a published cover with its own bytes and name). */
export function writePosts(project: Pick<ProjectCopy, 'read' | 'write'>) {
  for (const post of POSTS) project.write(post.file, post.text);
  const cover = project.read('content/blog/images/fax-in-healthcare.svg');
  for (const name of UNPUBLISHED_COVERS)
    project.write(`content/blog/images/${name}.svg`, cover.replace('<svg', `<!-- ${name} -->\n<svg`));
}

export const WHATSAPP_PRODUCT = `---
name: WhatsApp API
channel: WhatsApp
order: 7
icon: message-circle
tagline: Reach customers in the chat app they already use, with templates and replies
description: Send WhatsApp template messages and hold two-way conversations from the same API and dashboard you already use for SMS, with delivery and read receipts.
features:
  - id: templates
    text: Approved message templates
  - id: conversations
    text: Two-way conversations
  - id: read-receipts
    text: Read receipts
steps:
  - id: connect
    title: Connect your WhatsApp Business account
    body: Link your business profile in the dashboard and choose the phone number customers will see.
  - id: approval
    title: Get your templates approved
    body: Submit the message templates you plan to send first; approval usually takes less than a day.
  - id: first-message
    title: Send your first message
    body: POST the recipient, the template and its values to the send endpoint and follow its delivery status.
priceNote: from {price} per message
fromPrice: 0.005
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

/**
 * The additions in the other languages, wording only (content/README.md, "Translating"): the
 * Spanish files are written, the German product and rate are not yet, so German shows them in English.
 */
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
tagline: Llega a tus clientes en la app de chat que ya usan
description: Envía plantillas de WhatsApp y mantén conversaciones desde la misma API que ya usas para los SMS, con confirmaciones de entrega y de lectura.
features:
  - id: templates
    text: Plantillas de mensaje aprobadas
  - id: conversations
    text: Conversaciones bidireccionales
  - id: read-receipts
    text: Confirmaciones de lectura
steps:
  - id: connect
    title: Conecta tu cuenta de WhatsApp Business
    body: Vincula tu perfil de empresa en el panel y elige el número de teléfono que verán tus clientes.
  - id: approval
    title: Consigue la aprobación de tus plantillas
    body: Envía primero las plantillas que piensas usar; la aprobación suele tardar menos de un día.
  - id: first-message
    title: Envía tu primer mensaje
    body: Haz un POST con el destinatario, la plantilla y sus valores al endpoint send y sigue el estado de la entrega.
priceNote: desde {price} por mensaje
title: "WhatsApp API: mensajes de plantilla y chats | Relaymark"
---

WhatsApp es donde muchos clientes ya hablan con las empresas en las que confían.
`,
    rate: `
- id: whatsapp
  channel: WhatsApp
  unit: por mensaje
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
  },
} as const;

/**
 * Written in English only (content/README.md, "Translating"): a third item of the header's
 * Developers menu, and a plan feature put first on the Basic plan, before the items translated by id.
 */
export const ENGLISH_ONLY = {
  menuItem: {
    before: /^resourcesLabel:/m,
    text: `  - label: Changelog
    href: /changelog
    description: Every change to the API and the dashboard, as it ships.
`,
    label: 'Changelog',
  },
  planFeature: {
    before: /^ {4}- id: sms-credits\n/m,
    text: `    - id: delivery-alerts
      text: Delivery alerts by SMS and email
`,
    label: 'Delivery alerts by SMS and email',
  },
} as const;

/** A fourth language, added as content/README.md says: one line in LANGUAGES, its name, its files. */
export const FOURTH_LANGUAGE = {
  locale: 'fr',
  entry: `  fr: { tag: 'fr-FR', og: 'fr_FR' },\n`,
  name: '  fr: Français\n',
  file: 'content/products/fr/sms.md',
  product: `---
name: SMS API
channel: SMS
tagline: Envoyez et recevez des SMS dans le monde entier en un seul appel REST
description: Touchez vos clients sur le canal qu’ils lisent en premier. Envoyez des SMS à l’unité ou en masse, menez des conversations et suivez chaque remise depuis une seule API.
features:
  - id: single-bulk-sending
    text: Envoi unitaire et en masse
  - id: two-way-chat
    text: Conversations dans les deux sens
  - id: message-scheduling
    text: Programmation des envois
  - id: templates-personalization
    text: Modèles et personnalisation
  - id: delivery-reports-status
    text: Accusés de réception et suivi des statuts
  - id: message-history-logs
    text: Historique et journaux des messages
steps:
  - id: create-account
    title: Créez un compte et récupérez votre clé d’API
    body: Inscrivez-vous gratuitement, confirmez votre adresse e-mail et copiez votre clé d’API depuis le tableau de bord. Des crédits de test sont ajoutés aussitôt.
  - id: choose-sender
    title: Choisissez un expéditeur
    body: Envoyez depuis un numéro long, un numéro gratuit, un code court ou un nom d’expéditeur alphanumérique, selon les pays visés et vos volumes.
  - id: send-first
    title: Envoyez votre premier message
    body: Envoyez en POST le destinataire, l’expéditeur et le texte au point d’accès send, ou utilisez send-bulk pour des milliers de destinataires en une requête.
  - id: track-delivery
    title: Suivez les remises et les réponses
    body: Recevez les événements sms.delivered, sms.failed et sms.reply sur votre webhook, ou retrouvez un message par son identifiant dans l’historique.
priceNote: à partir de {price} par message
title: "SMS API : envoyez et recevez des SMS à grande échelle | Relaymark"
---

Les SMS sont lus en quelques minutes : c’est le canal idéal pour les rappels de rendez-vous, les suivis de livraison, les codes à usage unique et les offres à durée limitée.
`,
} as const;
