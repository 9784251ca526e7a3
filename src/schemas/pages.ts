import { z } from 'astro/zod';
import { copy } from './copy';
import {
  callToAction,
  figureUnit,
  iconName,
  isoDate,
  itemId,
  link,
  linkItem,
  pageBase,
  seo,
  textItem,
  titledText,
  titledTextItem,
} from './fields';
import { pricingPageSchema, segmentCalculatorPageSchema, smsRatesPageSchema } from './pricing';

/** A key figure of /about: the number once, written the way each language writes numbers. */
const keyFigure = z.object({
  id: itemId,
  value: z.number().nonnegative().describe('The figure, without commas or `%`, e.g. `10000` or `99.99`.'),
  unit: figureUnit,
  display: copy()
    .refine((text) => text.includes('{value}'), 'Keep {value} in this text: the page puts the number there')
    .optional()
    .describe(
      'How the figure reads, with `{value}` where the number goes, e.g. `{value}+` for 10,000+. Leave it out to show the number alone.',
    ),
  label: copy().describe('The words under the figure, e.g. `countries reached`.'),
});

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
  reasons: z
    .array(z.object({ id: itemId.describe('The reason as the form sends it, e.g. `sales`.'), label: copy() }))
    .min(1),
  submit: copy(),
  errors: z.object({
    summary: copy(),
    required: copy().describe('`{field}` is replaced by the field’s label.'),
  }),
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
const pages = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('legal'),
    ...pageBase,
    updated: isoDate.describe('The day the policy was last changed.'),
    updatedLabel: copy(),
    contact: linkItem,
  }),
  z.object({
    kind: z.literal('about'),
    ...pageBase,
    storyHeading: copy(),
    stats: z
      .array(keyFigure)
      .min(1)
      .describe('The key figures beside the story: each a number, how it reads, and the words under it.'),
    values: z.object({ heading: copy(), text: copy().optional(), items: z.array(titledTextItem).min(1) }),
    leadership: z.object({
      heading: copy(),
      text: copy().optional(),
      people: z.array(z.object({ id: itemId, name: copy(), role: copy(), bio: copy() })).min(1),
    }),
    cta: callToAction,
  }),
  z.object({
    kind: z.literal('careers'),
    ...pageBase,
    perksHeading: copy(),
    perks: z.array(titledTextItem).min(1),
    openingsHeading: copy(),
    openingsText: copy(),
    applyLabel: copy(),
    applyEmail: z.email(),
    openings: z
      .array(z.object({ id: z.string(), title: copy(), team: copy(), location: copy(), type: copy() }))
      .describe('The open positions. With none, the page shows No openings text.'),
    noOpeningsText: copy().describe('Shown when there are no openings.'),
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
      dial: z
        .string()
        .regex(/^\+\d+$/)
        .describe('The number as dialled: `+` and digits only, e.g. `+15550100200`.'),
      hours: copy(),
    }),
    chat: z.object({ heading: copy(), text: copy(), button: copy() }),
    officesHeading: copy(),
    offices: z
      .array(
        z.object({
          id: itemId,
          name: copy(),
          lines: z.array(textItem).min(1).describe('The address, one line each.'),
        }),
      )
      .length(2),
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
    rssLabel: copy().describe('The text of the link to the RSS feed.'),
    rssTitle: copy().describe('The name of the blog’s RSS feed.'),
    newsletter: newsletterBox.describe('The newsletter sign-up box.'),
  }),
  z.object({
    kind: z.literal('press'),
    ...pageBase,
    releasesHeading: copy(),
    readMore: copy(),
    pdfLabel: copy().describe('The link to a release’s PDF version.'),
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
      items: z.array(z.object({ id: itemId, title: copy(), text: copy(), button: copy() })).min(1),
    }),
  }),
  z.object({
    kind: z.literal('resources'),
    ...pageBase,
    cardLink: copy().describe('The link text on each card; the cards come from the resources.'),
    help: z.object({ heading: copy(), text: copy(), link: linkItem }),
  }),
  z.object({
    kind: z.literal('sitemap'),
    ...pageBase,
    groups: z
      .array(
        z.object({
          id: itemId,
          heading: copy(),
          prefixes: z
            .array(z.string().startsWith('/'))
            .min(1)
            .describe('The address prefixes this group collects, e.g. `/products`.'),
        }),
      )
      .min(1)
      .describe('The groups of the site map; the list of pages itself is built automatically.'),
    otherHeading: copy().describe('The heading of the pages no group matches.'),
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
]);

/** The six help-and-learning pages at /resources/{id}; the cards on /resources are made from them. */
const resources = z.object({
  name: copy().describe('Card title and page heading, e.g. `Help center`.'),
  order: z.number().int().describe('Position among the cards on `/resources`, from 1.'),
  icon: iconName.describe('The card’s icon, e.g. `book-open`, `workflow`, `circle-play`, `code`.'),
  cardText: copy({ max: 160 }).describe('The sentence on the card and under the page heading.'),
  ...seo,
  sections: z
    .array(
      z.object({
        /** The section's anchor too, so other pages can link to it (/resources/api#authentication). */
        id: itemId.describe(
          'A short name for the section, unique on the page, e.g. `authentication`: its anchor, so other pages can link to it (`/resources/api#authentication`), and the id a translation writes to say which section it translates.',
        ),
        heading: copy(),
        text: copy().optional(),
        items: z
          .array(
            z.object({
              id: itemId,
              title: copy(),
              text: copy(),
              meta: copy().optional().describe('A short line such as `5 min`.'),
              href: link.optional(),
              details: copy().optional().describe('Longer text folded away, e.g. a video transcript.'),
            }),
          )
          .min(1),
      }),
    )
    .default([])
    .describe('Blocks of the page, below the introduction.'),
  cta: z.object({ heading: copy(), text: copy(), link: linkItem }).describe('The box at the end of the page.'),
});

export const pagesSchemas = {
  pages,
  resources,
};
