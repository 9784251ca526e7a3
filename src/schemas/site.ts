import { LOCALES, type Locale } from '../i18n/locales';
import { z } from 'astro/zod';
import { copy } from './copy';
import { callToAction, iconName, itemId, link, linkItem, seo, testimonial, textItem } from './fields';
import { checkPrices, customPrice, optionalPrice, planFeature, priceOf } from './pricing';

const developerFeatures = z.object({
  id: z.string().describe('Unique id, e.g. `webhooks`.'),
  name: copy().describe('Feature name, e.g. `Webhooks`.'),
  description: copy().describe('One or two sentences.'),
  icon: iconName.describe('The card’s icon, e.g. `code`, `webhook`, `plug`, `shield`, `globe`.'),
});

const testimonials = testimonial.extend({ id: z.string().describe('Unique id, e.g. `sarah-chen`.') });

/** The header's own words: menu names, the mobile menu button, the names of its navigation landmarks. */
export const navigationLabels = z.object({
  products: copy(),
  solutions: copy(),
  developers: copy(),
  menu: copy(),
  mainNav: copy(),
  mobileNav: copy(),
});
export type NavigationLabels = z.infer<typeof navigationLabels>;

const navigation = z.object({
  brand: copy().describe('The company name shown as the logo text.'),
  labels: navigationLabels.describe(
    'The header’s own words: the three menu buttons, the mobile menu button and the names screen readers give the desktop and mobile navigation.',
  ),
  developers: z
    .array(linkItem.extend({ description: copy().describe('One short line under the label.') }))
    .describe('Links in the Developers menu.'),
  resourcesLabel: copy().describe('Label of the Resources item, e.g. `Resources`.'),
  resourcesHref: link.describe('Where Resources leads in the mobile menu, e.g. `/resources`.'),
  pricing: linkItem.describe('The Pricing link.'),
  search: linkItem.describe('The Search link (to `/search`).'),
  login: linkItem.describe('The Log in link.'),
  getStarted: linkItem.describe('The Get Started button.'),
});

const footer = z.object({
  blurb: copy().describe('Short description of Relaymark under the logo.'),
  /** A column lists `links`, or with `list: products` every product in content/products (then its links follow). */
  columns: z
    .array(
      z.object({
        id: itemId,
        heading: copy(),
        list: z.literal('products').optional(),
        links: z.array(linkItem).default([]),
      }),
    )
    .describe(
      'The link columns. A column with `list: products` lists every product by itself, in their order; any links added under it follow the products.',
    ),
  newsletter: z
    .object({
      heading: copy().describe('Heading of the newsletter sign-up box.'),
      text: copy().describe('One sentence about what subscribers get.'),
      label: copy().describe('The label of the email box (read out by screen readers), e.g. `Email address`.'),
      placeholder: copy().describe('The hint inside the empty email box, e.g. `you@company.com`.'),
      button: copy().describe('The button text, e.g. `Subscribe`.'),
    })
    .describe('The newsletter sign-up box.'),
  /** The name of the footer's navigation landmark. */
  navLabel: copy().describe('The name screen readers give the footer’s link columns, e.g. `Footer`.'),
  copyright: copy().describe('The copyright line at the very bottom.'),
  /** The company's live status page (also linked from /status). */
  status: linkItem.describe(
    'The Status link at the very bottom of every page, to the company’s live status page (`https://status.relaymark.com`). `/status` links there too.',
  ),
});

/** Texts of the page frame every page shares (src/layouts/BaseLayout.astro). */
const shell = z.object({
  skipLink: copy().describe(
    'The first link of every page, shown when it gets keyboard focus, e.g. `Skip to main content`.',
  ),
  notificationsLabel: copy().describe('The name screen readers give the notifications region (bottom right).'),
  notificationCloseLabel: copy().describe('The name screen readers give the close button of each notice.'),
  /** The heading shown when a part of a page fails while it runs (the spec's wording). */
  renderFailureTitle: copy().describe(
    'The heading shown in place of a part of a page that fails while it runs. The spec fixes its wording: `Unexpected Application Error!`.',
  ),
  islandError: copy().describe(
    'Shown above a part of the page whose code could not load, instead of a control that never wakes: tell the visitor to reload.',
  ),
  /** The header's theme button: its name is the theme it switches to. */
  themeToggle: z
    .object({
      toDark: copy().describe('The theme button’s name while the page is light, e.g. `Use dark theme`.'),
      toLight: copy().describe('The theme button’s name while the page is dark, e.g. `Use light theme`.'),
    })
    .describe('The name screen readers give the header’s theme button: the theme a press switches to.'),
  /** The language switcher in the header and footer: the word for "language" in this language. */
  languageLabel: copy({ max: 20 }),
  untranslated: copy({ max: 160 }).describe(
    'Shown at the top of a page that is not translated into this language yet, above its English text. Never shown in English.',
  ),
  previewBanner: copy({ max: 200 }).describe(
    'Shown at the top of every page of a preview build (a branch other than the live site’s, such as a draft saved in the editor). Keep `{branch}`: the branch’s name.',
  ),
});

/** The language switcher's names, each language in its own words (not translated). */
const languages = z.object({
  names: z
    .object(Object.fromEntries(LOCALES.map((locale) => [locale, copy()])) as Record<Locale, ReturnType<typeof copy>>)
    .describe('Each language of the site (src/i18n/locales.ts) by its own name, e.g. `Deutsch`.'),
});

const notFoundMessage = z.object({ title: copy(), description: copy() });
/** The 404 page: its own texts, and the message for each kind of missing address (src/lib/not-found.ts). */
export const notFoundSchema = z.object({
  ...seo,
  eyebrow: copy().describe('The small line above the heading, e.g. `404`.'),
  home: linkItem.describe('The button back to the home page.'),
  messages: z
    .object({ page: notFoundMessage, product: notFoundMessage, solution: notFoundMessage })
    .describe(
      'The heading and text: an unknown `/products/...` or `/solutions/...` address gets its own message, any other address `page`.',
    ),
});
export type NotFoundMessages = z.infer<typeof notFoundSchema>['messages'];

/** The /search page and its script (src/scripts/site-search.ts). */
const search = z.object({
  ...seo,
  heading: copy().describe('The page heading.'),
  intro: copy().describe('The line under the heading.'),
  label: copy().describe('The search box’s label, read out by screen readers.'),
  placeholder: copy().describe('The hint inside the empty search box.'),
  button: copy().describe('The search button.'),
  noScript: z
    .object({ before: copy(), link: linkItem, after: copy() })
    .describe('The sentence shown when JavaScript is off, around the link to the site map.'),
  searching: copy().describe('Shown while a search runs.'),
  /** {term} is replaced by what the visitor searched for. */
  noResults: copy().describe(
    'The summary when nothing is found; `{term}` is what was searched for. Keep it as written.',
  ),
  oneResult: copy().describe('The summary for one result; keep `{term}` as written.'),
  /** {count} and {term} are replaced. */
  results: copy().describe(
    'The summary for several results; `{count}` is the number of results, `{term}` what was searched for. Keep them as written.',
  ),
  unavailable: copy().describe('Shown when the search index cannot load.'),
  showMore: copy().describe('The button under the results that adds the next ones, e.g. `Show more results`.'),
});

const section = {
  eyebrow: copy().optional().describe('The small label above the section heading, e.g. `Products`.'),
  heading: copy().describe('The section heading.'),
  text: copy().optional().describe('The paragraph under the heading.'),
};

const home = z.object({
  ...seo,
  hero: callToAction.describe(
    'The big headline at the top, the paragraph under it, and two buttons (e.g. `Create Free Account` and `View Documentation`).',
  ),
  trust: z
    .object({
      heading: copy().describe('Heading of the logo strip, e.g. `Trusted by thousands of businesses worldwide`.'),
      logos: z
        .array(z.object({ id: itemId, name: copy().describe('The customer’s name.') }))
        .min(3)
        .describe('Customer names shown in the logo placeholders.'),
    })
    .describe('The customer logo strip.'),
  products: z.object(section).describe('Heading above the product grid. The cards come from the products.'),
  developers: z
    .object({ ...section, link: linkItem })
    .describe(
      'Heading above the developer feature grid, and the link under it. The features come from the developer features.',
    ),
  automation: z
    .object({
      ...section,
      items: z
        .array(
          z.object({
            id: itemId,
            title: copy(),
            text: copy(),
            icon: iconName.describe('e.g. `clock`, `sparkles`, `workflow`, `zap`.'),
          }),
        )
        .length(4)
        .describe('The four automation features.'),
      link: linkItem.describe('Link under the block.'),
    })
    .describe('The smarter-automation block.'),
  solutions: z.object(section).describe('Heading above the solution cards. The cards come from the solutions.'),
  code: z
    .object({
      ...section,
      operation: z
        .string()
        .describe(
          'The `operationId` of an endpoint in the API reference, e.g. `sendSms`. The sample is generated from that endpoint in eight languages.',
        ),
      link: linkItem,
    })
    .describe('The API code sample block: heading, text and link beside it.'),
  pricing: z
    .object({
      ...section,
      plans: z
        .array(
          z
            .object({
              id: itemId,
              name: copy().describe('Plan name, e.g. `Business`.'),
              customPrice: customPrice.describe(
                'Switch on for a quote-based plan: the card shows the Custom text below instead of a price, and the price is left out.',
              ),
              price: optionalPrice.describe(
                'Price in US dollars, without `$` (e.g. `49`). Required unless Custom price is on. Each language writes the price its own way.',
              ),
              period: copy().optional().describe('What the price is per, e.g. `/month`.'),
              badge: copy().optional().describe('A highlight label, e.g. `Most Popular`.'),
              features: z.array(planFeature).describe('Bullet points on the card.'),
              cta: linkItem.describe('The card’s button.'),
            })
            .superRefine((plan, context) => checkPrices(plan, { price: 'e.g. 49,' }, context))
            .transform(({ customPrice: custom, price, ...plan }) => ({ ...plan, price: priceOf(custom, price) })),
        )
        .describe('One item per teaser card.'),
      custom: copy().describe('Shown instead of the price of a card with `customPrice: true`, e.g. `Custom`.'),
      link: linkItem.describe('Link to the full pricing page, e.g. `/pricing`.'),
    })
    .describe('The pricing teaser (separate from `/pricing`).'),
  testimonials: z.object(section).describe('Heading above the testimonials. The quotes come from the testimonials.'),
  cta: callToAction.describe(
    'The closing call to action, e.g. about the 30-day free trial: heading, paragraph and two buttons.',
  ),
});

/** Labels shared by every page built from one template (product, solution, blog post, ...). */
const templates = z.object({
  breadcrumbHome: copy(),
  breadcrumbLabel: copy(),
  product: z.object({
    overviewHeading: copy(),
    featuresHeading: copy(),
    platformHeading: copy(),
    platformFeatures: z.array(textItem).min(1).describe('The “included with every product” list on each product page.'),
    stepsHeading: copy(),
    pricingHeading: copy(),
    pricingText: copy(),
    primary: linkItem,
    docsLabel: copy().describe('The API docs button, shown only on products that have a section in the API reference.'),
    pricingLink: linkItem,
    contactLink: linkItem,
    otherHeading: copy(),
  }),
  solution: z.object({
    eyebrow: copy(),
    benefitsHeading: copy(),
    useCaseHeading: copy(),
    storyHeading: copy(),
    resultLabel: copy(),
    productsHeading: copy(),
    productLink: copy().describe('Keep `{product}` as written.'),
    subPagesHeading: copy(),
    getStarted: copy(),
    getStartedHref: link,
    contactLink: linkItem,
  }),
  solutionPage: z.object({
    benefitsHeading: copy(),
    testimonialHeading: copy(),
    relatedHeading: copy(),
    cta: callToAction,
  }),
  blogPost: z.object({
    byLabel: copy(),
    readingTime: copy().describe('Keep `{minutes}` as written.'),
    back: linkItem,
    relatedHeading: copy(),
  }),
  blogCategory: z.object({
    title: copy().describe('The browser title of each category page; keep `{category}`.'),
    description: copy().describe('The search description of each category page; keep `{category}`.'),
    heading: copy(),
    back: linkItem,
  }),
  /** Shown by `npm run dev` only, on entries the production build leaves out. */
  publishing: z
    .object({ draft: copy(), scheduled: copy().describe('Keep `{date}` as written.') })
    .describe('The badges shown on drafts and scheduled entries in the preview.'),
  pressRelease: z.object({ back: linkItem, pdfLabel: copy() }),
  resource: z.object({ back: linkItem, transcriptLabel: copy() }),
  pagination: z
    .object({
      label: copy().describe('The name screen readers give the row of page links, e.g. `Pages`.'),
      status: copy().describe('Shown above the page links, e.g. `Page {page} of {pages}`; keep both as written.'),
      previous: copy().describe('The link to the page before, e.g. `Previous`.'),
      next: copy().describe('The link to the page after, e.g. `Next`.'),
      pageLink: copy().describe('What screen readers say for a page number, e.g. `Page {page}`; keep `{page}`.'),
      title: copy().describe(
        'The browser title of page 2 and later: `{title}` is the list’s short title, e.g. `{title} – page {page}`.',
      ),
      description: copy().describe(
        'The search description of page 2 and later, e.g. `{description} Page {page} of {pages}.`; keep all three.',
      ),
    })
    .describe(
      'The page links under a long list (the blog, its categories, press releases, the changelog) and the names of its later pages.',
    ),
});

export const siteSchemas = {
  'developer-features': developerFeatures,
  testimonials,
  navigation,
  footer,
  shell,
  'not-found': notFoundSchema,
  search,
  home,
  templates,
  languages,
};
