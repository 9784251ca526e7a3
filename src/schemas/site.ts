import { localizedFile } from '../loaders/localized-file';
import { defineCollection } from 'astro:content';
import { singleFileLoader } from './single-files';
import { z } from 'astro/zod';
import { copy } from './copy';
import { callToAction, CONTENT, iconName, link, linkItem, seo, testimonial } from './fields';

const developerFeatures = defineCollection({
  loader: localizedFile(`${CONTENT}/site/developer-features.yaml`),
  schema: z.object({
    id: z.string(),
    name: copy(),
    description: copy(),
    icon: iconName,
  }),
});

const testimonials = defineCollection({
  loader: localizedFile(`${CONTENT}/site/testimonials.yaml`),
  schema: testimonial.extend({ id: z.string() }),
});

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

const navigation = defineCollection({
  loader: singleFileLoader('navigation'),
  schema: z.object({
    brand: copy(),
    labels: navigationLabels,
    developers: z.array(linkItem.extend({ description: copy() })),
    resourcesLabel: copy(),
    resourcesHref: link,
    pricing: linkItem,
    search: linkItem,
    login: linkItem,
    getStarted: linkItem,
  }),
});

const footer = defineCollection({
  loader: singleFileLoader('footer'),
  schema: z.object({
    blurb: copy(),
    /** A column lists `links`, or with `list: products` every product in content/products (then its links follow). */
    columns: z.array(
      z.object({ heading: copy(), list: z.literal('products').optional(), links: z.array(linkItem).default([]) }),
    ),
    newsletter: z.object({ heading: copy(), text: copy(), label: copy(), placeholder: copy(), button: copy() }),
    /** The name of the footer's navigation landmark. */
    navLabel: copy(),
    copyright: copy(),
    /** The company's live status page (also linked from /status). */
    status: linkItem,
  }),
});

/** Texts of the page frame every page shares (src/layouts/BaseLayout.astro). */
const shell = defineCollection({
  loader: singleFileLoader('shell'),
  schema: z.object({
    skipLink: copy(),
    notificationsLabel: copy(),
    notificationCloseLabel: copy(),
    /** The heading shown when a part of a page fails while it runs (the spec's wording). */
    renderFailureTitle: copy(),
    islandError: copy(),
    /** The header's theme button: its name is the theme it switches to. */
    themeToggle: z.object({ toDark: copy(), toLight: copy() }),
    /** The language switcher in the header and footer: the word for "language" in this language. */
    languageLabel: copy({ max: 20 }),
  }),
});

/** The language switcher's names, each language in its own words (not translated). */
const languages = defineCollection({
  loader: singleFileLoader('languages'),
  schema: z.object({ names: z.object({ en: copy(), es: copy(), de: copy() }) }),
});

const notFoundMessage = z.object({ title: copy(), description: copy() });
/** The 404 page: its own texts, and the message for each kind of missing address (src/lib/not-found.ts). */
export const notFoundSchema = z.object({
  ...seo,
  eyebrow: copy(),
  home: linkItem,
  messages: z.object({ page: notFoundMessage, product: notFoundMessage, solution: notFoundMessage }),
});
export type NotFoundMessages = z.infer<typeof notFoundSchema>['messages'];

const notFound = defineCollection({
  loader: singleFileLoader('not-found'),
  schema: notFoundSchema,
});

/** The /search page and its script (src/scripts/site-search.ts). */
const search = defineCollection({
  loader: singleFileLoader('search'),
  schema: z.object({
    ...seo,
    heading: copy(),
    intro: copy(),
    label: copy(),
    placeholder: copy(),
    button: copy(),
    noScript: z.object({ before: copy(), link: linkItem, after: copy() }),
    searching: copy(),
    /** {term} is replaced by what the visitor searched for. */
    noResults: copy(),
    oneResult: copy(),
    /** {count} and {term} are replaced. */
    results: copy(),
    unavailable: copy(),
  }),
});

const section = { eyebrow: copy().optional(), heading: copy(), text: copy().optional() };

const home = defineCollection({
  loader: singleFileLoader('home'),
  schema: z.object({
    ...seo,
    hero: callToAction,
    trust: z.object({ heading: copy(), logos: z.array(copy()).min(3) }),
    products: z.object(section),
    developers: z.object({ ...section, link: linkItem }),
    automation: z.object({
      ...section,
      items: z.array(z.object({ title: copy(), text: copy(), icon: iconName })).length(4),
      link: linkItem,
    }),
    solutions: z.object(section),
    code: z.object({ ...section, operation: z.string(), link: linkItem }),
    pricing: z.object({
      ...section,
      plans: z.array(
        z.object({
          name: copy(),
          price: copy(),
          period: copy().optional(),
          badge: copy().optional(),
          features: z.array(copy()),
          cta: linkItem,
        }),
      ),
      link: linkItem,
    }),
    testimonials: z.object(section),
    cta: callToAction,
  }),
});

/** Labels shared by every page built from one template (product, solution, blog post, ...). */
const templates = defineCollection({
  loader: singleFileLoader('templates'),
  schema: z.object({
    breadcrumbHome: copy(),
    breadcrumbLabel: copy(),
    product: z.object({
      overviewHeading: copy(),
      featuresHeading: copy(),
      platformHeading: copy(),
      platformFeatures: z.array(copy()).min(1),
      stepsHeading: copy(),
      pricingHeading: copy(),
      pricingText: copy(),
      primary: linkItem,
      docsLabel: copy(),
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
      productLink: copy(),
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
      readingTime: copy(),
      back: linkItem,
      relatedHeading: copy(),
    }),
    blogCategory: z.object({
      title: copy(),
      description: copy(),
      heading: copy(),
      back: linkItem,
    }),
    /** Shown by `npm run dev` only, on entries the production build leaves out. */
    publishing: z.object({ draft: copy(), scheduled: copy() }),
    pressRelease: z.object({ back: linkItem, pdfLabel: copy() }),
    resource: z.object({ back: linkItem, transcriptLabel: copy() }),
  }),
});

export const siteCollections = {
  'developer-features': developerFeatures,
  testimonials,
  navigation,
  footer,
  shell,
  'not-found': notFound,
  search,
  home,
  templates,
  languages,
};
