import { withTranslations } from '../i18n/entries';
import { defineCollection } from 'astro:content';
import { glob } from '../loaders/glob';
import { z } from 'astro/zod';
import { copy } from './copy';
import { callToAction, CONTENT, iconName, isoDate, link, linkItem, pageBase, seo, titledText } from './fields';
import { pricingPageSchema, segmentCalculatorPageSchema, smsRatesPageSchema } from './pricing';

const newsletterBox = z.object({
  heading: copy(),
  text: copy(),
  label: copy(),
  button: copy(),
  placeholder: copy(),
});

/** The contact form's copy (contact.md, under form:); the e-mail messages are shared (content/forms/forms.yaml). */
export const contactForm = z.object({
  heading: copy(),
  text: copy(),
  responsePromise: copy(),
  requiredNote: copy(),
  labels: z.object({
    firstName: copy(),
    lastName: copy(),
    email: copy(),
    company: copy(),
    reason: copy(),
    message: copy(),
  }),
  reasonPlaceholder: copy(),
  reasons: z.array(z.object({ value: z.string().regex(/^[a-z-]+$/), label: copy() })).min(1),
  submit: copy(),
  errors: z.object({ summary: copy(), required: copy() }),
  success: titledText,
});
export type ContactFormCopy = z.infer<typeof contactForm>;

/** The password-reset form's copy (forgot-password.md); the e-mail messages are shared. */
export const forgotPasswordForm = z.object({
  label: copy(),
  placeholder: copy(),
  submit: copy(),
  busy: copy(),
  success: titledText,
  again: copy(),
});
export type ForgotPasswordCopy = z.infer<typeof forgotPasswordForm>;

/** One file per route: content/pages/about.md is /about, content/pages/dashboard/activity.md is /dashboard/activity. */
const pages = defineCollection({
  loader: glob({ pattern: '**/*.md', base: `${CONTENT}/pages` }),
  schema: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('legal'), ...pageBase, updated: isoDate, updatedLabel: copy(), contact: linkItem }),
    z.object({
      kind: z.literal('about'),
      ...pageBase,
      storyHeading: copy(),
      stats: z.array(z.object({ value: copy(), label: copy() })).min(1),
      values: z.object({ heading: copy(), text: copy().optional(), items: z.array(titledText).min(1) }),
      leadership: z.object({
        heading: copy(),
        text: copy().optional(),
        people: z.array(z.object({ name: copy(), role: copy(), bio: copy() })).min(1),
      }),
      cta: callToAction,
    }),
    z.object({
      kind: z.literal('careers'),
      ...pageBase,
      perksHeading: copy(),
      perks: z.array(titledText).min(1),
      openingsHeading: copy(),
      openingsText: copy(),
      applyLabel: copy(),
      applyEmail: z.email(),
      openings: z.array(z.object({ id: z.string(), title: copy(), team: copy(), location: copy(), type: copy() })),
      noOpeningsText: copy(),
    }),
    z.object({
      kind: z.literal('contact'),
      ...pageBase,
      cardsHeading: copy(),
      email: z.object({ heading: copy(), text: copy(), address: z.email() }),
      phone: z.object({
        heading: copy(),
        text: copy(),
        number: z.string(),
        dial: z.string().regex(/^\+\d+$/),
        hours: copy(),
      }),
      chat: z.object({ heading: copy(), text: copy(), button: copy() }),
      officesHeading: copy(),
      offices: z.array(z.object({ name: copy(), lines: z.array(copy()).min(1) })).length(2),
      help: z.object({ heading: copy(), text: copy(), link: linkItem }),
      form: contactForm,
    }),
    pricingPageSchema,
    smsRatesPageSchema,
    segmentCalculatorPageSchema,
    z.object({
      kind: z.literal('blog'),
      ...pageBase,
      featuredHeading: copy(),
      categoriesHeading: copy(),
      recentHeading: copy(),
      readMore: copy(),
      rssLabel: copy(),
      rssTitle: copy(),
      newsletter: newsletterBox,
    }),
    z.object({
      kind: z.literal('press'),
      ...pageBase,
      releasesHeading: copy(),
      readMore: copy(),
      pdfLabel: copy(),
      newsHeading: copy(),
      contact: z.object({
        heading: copy(),
        text: copy(),
        name: copy(),
        role: copy(),
        email: z.email(),
        phone: copy(),
        dial: z.string().regex(/^\+\d+$/),
      }),
      mediaResources: z.object({
        heading: copy(),
        text: copy(),
        items: z.array(z.object({ title: copy(), text: copy(), button: copy() })).min(1),
      }),
    }),
    z.object({
      kind: z.literal('resources'),
      ...pageBase,
      cardLink: copy(),
      help: z.object({ heading: copy(), text: copy(), link: linkItem }),
    }),
    z.object({
      kind: z.literal('sitemap'),
      ...pageBase,
      groups: z.array(z.object({ heading: copy(), prefixes: z.array(z.string().startsWith('/')).min(1) })).min(1),
      otherHeading: copy(),
    }),
    z.object({
      kind: z.literal('forgot-password'),
      ...pageBase,
      ...forgotPasswordForm.shape,
      back: linkItem,
      help: z.object({ text: copy(), link: linkItem }),
    }),
    z.object({
      kind: z.literal('activity'),
      ...pageBase,
      caption: copy(),
      columns: z.object({ type: copy(), status: copy(), recipient: copy(), time: copy() }),
      back: linkItem,
      note: copy(),
    }),
  ]),
});

/** The six help-and-learning pages at /resources/{id}; the cards on /resources are made from them. */
const resources = defineCollection({
  loader: glob({ pattern: withTranslations('*.md'), base: `${CONTENT}/resources` }),
  schema: z.object({
    name: copy(),
    order: z.number().int(),
    icon: iconName,
    cardText: copy({ max: 160 }),
    ...seo,
    sections: z
      .array(
        z.object({
          heading: copy(),
          /** Optional anchor, so other pages can link to this section (/resources/api#authentication). */
          id: z
            .string()
            .regex(/^[a-z0-9-]+$/)
            .optional(),
          text: copy().optional(),
          items: z
            .array(
              z.object({
                title: copy(),
                text: copy(),
                meta: copy().optional(),
                href: link.optional(),
                details: copy().optional(),
              }),
            )
            .min(1),
        }),
      )
      .default([]),
    cta: z.object({ heading: copy(), text: copy(), link: linkItem }),
  }),
});

export const pagesCollections = {
  pages,
  resources,
};
