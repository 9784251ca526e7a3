import { existsSync, readdirSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { strictFile } from './loaders/strict-file';
import { changelogCollections } from './schemas/changelog';
import { statusCollections } from './schemas/status';
import { trustCollections } from './schemas/trust';

/**
 * The contract between content/ (what marketers edit) and the pages.
 * A file that breaks it fails the build, naming the file and the field.
 */

const CONTENT = './content';

/** Product ids are the file names in content/products; solutions may only recommend these. */
const productIds = readdirSync(new URL('../content/products', import.meta.url))
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.replace(/\.md$/, ''));

const productId = z.string().refine((id) => productIds.includes(id), {
  error: (issue) => `Unknown product id "${String(issue.input)}". Known ids: ${productIds.join(', ')}`,
});

const link = z.string().regex(/^(\/|https?:\/\/|mailto:|tel:|#)/, 'A link starts with /, https://, mailto:, tel: or #');
/** YAML reads 2026-06-23 as a date; anything else must be written that way too. */
const isoDate = z.union([
  z.date(),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write dates as YYYY-MM-DD, for example 2026-06-23')
    .transform((value) => new Date(value)),
]);
/** `title` is the browser tab and search result title; `description` is shown on the page and used as the meta description. */
const seo = { title: z.string().min(1), description: z.string().min(50).max(170) };

/** A path under public/ (written without "public") whose file must exist, so no page links a missing file. */
const publicFile = z
  .string()
  .startsWith('/')
  .refine((path) => existsSync(new URL(`../public${path.split(/[?#]/)[0]}`, import.meta.url)), {
    error: (issue) => `No file public${String(issue.input)}: add the file to public/ or fix the path`,
  });

const linkItem = z.object({ label: z.string(), href: link });
const testimonial = z.object({ content: z.string(), author: z.string(), title: z.string() });
const step = z.object({ title: z.string(), body: z.string() });

const products = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/products` }),
  schema: z.object({
    name: z.string(),
    order: z.number().int(),
    icon: z.enum(['sms', 'email', 'voice', 'post', 'fax', 'mms']),
    tagline: z.string().max(80),
    features: z.array(z.string()).min(3),
    steps: z.array(step).min(3),
    priceNote: z.string(),
    ...seo,
  }),
});

const solutions = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/solutions` }),
  schema: z.object({
    name: z.string(),
    order: z.number().int(),
    benefits: z.array(z.string()).min(3),
    useCase: z.string(),
    successStory: z.object({ company: z.string(), industry: z.string(), summary: z.string(), result: z.string() }),
    recommendedProducts: z.array(productId).min(1),
    getStartedLink: z.boolean().default(true),
    ...seo,
  }),
});

const solutionPages = defineCollection({
  loader: glob({ pattern: '**/*.md', base: `${CONTENT}/solution-pages` }),
  schema: z.object({
    name: z.string(),
    parent: z.string(),
    benefits: z.array(z.string()).min(3),
    testimonial,
    ...seo,
  }),
});

const developerFeatures = defineCollection({
  loader: strictFile(`${CONTENT}/site/developer-features.yaml`),
  schema: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.enum(['code', 'webhook', 'sdk', 'plug', 'dashboard', 'log', 'shield', 'globe']),
  }),
});

const testimonials = defineCollection({
  loader: strictFile(`${CONTENT}/site/testimonials.yaml`),
  schema: testimonial.extend({ id: z.string() }),
});

const price = z.union([z.number().nonnegative(), z.literal('Custom')]);

const pricingPlans = defineCollection({
  loader: strictFile(`${CONTENT}/pricing/plans.yaml`),
  schema: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    monthlyPrice: price,
    yearlyPrice: price,
    features: z.array(z.string()).min(1),
    recommended: z.boolean().default(false),
    buttonText: z.string(),
    buttonLink: link,
  }),
});

const payAsYouGo = defineCollection({
  loader: strictFile(`${CONTENT}/pricing/pay-as-you-go.yaml`),
  schema: z.object({
    id: z.enum(['sms', 'email', 'voice', 'mms', 'fax', 'post']),
    channel: z.string(),
    price: z.number().positive(),
    unit: z.string(),
    discountFrom: z.number().int().positive(),
    discountLabel: z.string(),
    /** The estimator's label for this channel's monthly volume, e.g. "SMS messages per month". */
    volumeLabel: z.string(),
  }),
});

const pricingFaq = defineCollection({
  loader: strictFile(`${CONTENT}/pricing/faq.yaml`),
  schema: z.object({ id: z.string(), question: z.string(), answer: z.string() }),
});

const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/blog` }),
  schema: z.object({
    title: z.string(),
    excerpt: z.string(),
    date: isoDate,
    author: z.string(),
    category: z.string(),
    image: z.object({ src: publicFile, alt: z.string().min(1) }),
    featured: z.boolean().default(false),
  }),
});

const press = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/press` }),
  schema: z.object({
    title: z.string(),
    date: isoDate,
    excerpt: z.string(),
    pdf: publicFile.optional(),
  }),
});

const news = defineCollection({
  loader: strictFile(`${CONTENT}/press-coverage/news.yaml`),
  schema: z.object({ id: z.string(), title: z.string(), source: z.string(), date: isoDate, link: z.url() }),
});

const activity = defineCollection({
  loader: strictFile(`${CONTENT}/account/activity.yaml`),
  schema: z.object({
    id: z.string(),
    type: z.enum(['SMS', 'Email', 'Voice', 'Fax']),
    status: z.string(),
    recipient: z.string(),
    time: z.string(),
  }),
});

const schedules = defineCollection({
  loader: strictFile(`${CONTENT}/account/schedules.yaml`),
  schema: z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['Email', 'SMS']),
    frequency: z.enum(['Monthly', 'Daily', 'Weekly', 'Triggered']),
    nextScheduled: z.string(),
    recipients: z.union([z.number().int().nonnegative(), z.literal('Dynamic')]),
    status: z.literal('Active'),
  }),
});

const completedSchedules = defineCollection({
  loader: strictFile(`${CONTENT}/account/completed-schedules.yaml`),
  schema: z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['Email', 'SMS']),
    sentDate: z.string(),
    recipients: z.number().int().nonnegative(),
    deliveryRate: z.string(),
    openRate: z.string(),
  }),
});

const navigation = defineCollection({
  loader: glob({ pattern: 'navigation.yaml', base: `${CONTENT}/site` }),
  schema: z.object({
    brand: z.string(),
    developers: z.array(linkItem.extend({ description: z.string() })),
    resourcesLabel: z.string(),
    resourcesHref: link,
    pricing: linkItem,
    search: linkItem,
    login: linkItem,
    getStarted: linkItem,
  }),
});

const footer = defineCollection({
  loader: glob({ pattern: 'footer.yaml', base: `${CONTENT}/site` }),
  schema: z.object({
    blurb: z.string(),
    columns: z.array(z.object({ heading: z.string(), links: z.array(linkItem) })),
    newsletter: z.object({ heading: z.string(), text: z.string(), label: z.string(), button: z.string() }),
    copyright: z.string(),
    /** The company's live status page (also linked from /status). */
    status: linkItem,
  }),
});

const section = { eyebrow: z.string().optional(), heading: z.string(), text: z.string().optional() };

const home = defineCollection({
  loader: glob({ pattern: 'home.yaml', base: `${CONTENT}/site` }),
  schema: z.object({
    ...seo,
    hero: z.object({ heading: z.string(), text: z.string(), primary: linkItem, secondary: linkItem }),
    trust: z.object({ heading: z.string(), logos: z.array(z.string()).min(3) }),
    products: z.object(section),
    developers: z.object({ ...section, link: linkItem }),
    automation: z.object({
      ...section,
      items: z.array(z.object({ title: z.string(), text: z.string() })).length(4),
      link: linkItem,
    }),
    solutions: z.object(section),
    code: z.object({ ...section, operation: z.string(), link: linkItem }),
    pricing: z.object({
      ...section,
      plans: z.array(
        z.object({
          name: z.string(),
          price: z.string(),
          period: z.string().optional(),
          badge: z.string().optional(),
          features: z.array(z.string()),
          cta: linkItem,
        }),
      ),
      link: linkItem,
    }),
    testimonials: z.object(section),
    cta: z.object({ heading: z.string(), text: z.string(), primary: linkItem, secondary: linkItem }),
  }),
});

const dashboard = defineCollection({
  loader: glob({ pattern: 'dashboard.yaml', base: `${CONTENT}/account` }),
  schema: z.object({
    ...seo,
    heading: z.string(),
    intro: z.string(),
    greeting: z.string(),
    stats: z
      .array(
        z.object({
          label: z.string(),
          value: z.string(),
          change: z.string().regex(/^[+-]/, 'A change starts with + or -'),
        }),
      )
      .length(4),
    changeNote: z.string(),
    quickActions: z.object({
      heading: z.string(),
      items: z.array(linkItem.extend({ description: z.string() })).length(4),
    }),
    activity: z.object({ heading: z.string(), viewAll: linkItem }),
    scheduled: z.object({ heading: z.string(), manage: linkItem }),
    actions: z.object({ reports: linkItem, compose: linkItem }),
    features: z.object({
      heading: z.string(),
      items: z.array(z.object({ title: z.string(), text: z.string() })).min(2),
    }),
    help: z.object({ heading: z.string(), text: z.string(), docs: linkItem, contact: linkItem }),
  }),
});

const reports = defineCollection({
  loader: glob({ pattern: 'reports.yaml', base: `${CONTENT}/account` }),
  schema: z
    .object({
      ...seo,
      heading: z.string(),
      intro: z.string(),
      timeframes: z
        .array(z.object({ value: z.enum(['24hours', '7days', '30days', '90days', 'custom']), label: z.string() }))
        .length(5),
      defaultTimeframe: z.literal('7days'),
      days: z.array(z.string()).min(2),
      channels: z
        .array(
          z.object({
            id: z.enum(['sms', 'email', 'voice', 'fax']),
            label: z.string(),
            sent: z.number().int().nonnegative(),
            delivered: z.number().int().nonnegative(),
            failed: z.number().int().nonnegative(),
            pending: z.number().int().nonnegative(),
            daily: z.array(z.number().int().nonnegative()),
          }),
        )
        .length(4),
      placeholders: z.object({ engagement: z.string(), conversion: z.string(), spending: z.string() }),
    })
    .refine((data) => data.channels.every((channel) => channel.daily.length === data.days.length), {
      message: 'Each channel needs one daily figure per entry in days',
      path: ['channels'],
    }),
});

/* ------------------------------------------------------------------------------------------
 * Marketing pages: page copy (content/pages), resource pages (content/resources) and the
 * shared labels of the detail-page templates (content/site/templates.yaml).
 * ---------------------------------------------------------------------------------------- */

const titledText = z.object({ title: z.string(), text: z.string() });
const iconName = z.enum([
  'sms',
  'email',
  'voice',
  'post',
  'fax',
  'mms',
  'code',
  'webhook',
  'sdk',
  'plug',
  'dashboard',
  'log',
  'shield',
  'globe',
  'check',
  'clock',
  'spark',
  'flow',
  'bolt',
  'book',
  'play',
  'users',
  'help',
  'chat',
  'phone',
  'pin',
]);

/** Every page: its search title and description, its one <h1> and the paragraph under it. */
const pageBase = { ...seo, heading: z.string(), intro: z.string().optional() };

const newsletterBox = z.object({
  heading: z.string(),
  text: z.string(),
  label: z.string(),
  button: z.string(),
  placeholder: z.string(),
});

/** One file per route: content/pages/about.md is /about, content/pages/dashboard/activity.md is /dashboard/activity. */
const pages = defineCollection({
  loader: glob({ pattern: '**/*.md', base: `${CONTENT}/pages` }),
  schema: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('legal'), ...pageBase, updated: isoDate, updatedLabel: z.string(), contact: linkItem }),
    z.object({
      kind: z.literal('about'),
      ...pageBase,
      storyHeading: z.string(),
      stats: z.array(z.object({ value: z.string(), label: z.string() })).min(1),
      values: z.object({ heading: z.string(), text: z.string().optional(), items: z.array(titledText).min(1) }),
      leadership: z.object({
        heading: z.string(),
        text: z.string().optional(),
        people: z.array(z.object({ name: z.string(), role: z.string(), bio: z.string() })).min(1),
      }),
      cta: z.object({ heading: z.string(), text: z.string(), primary: linkItem, secondary: linkItem }),
    }),
    z.object({
      kind: z.literal('careers'),
      ...pageBase,
      perksHeading: z.string(),
      perks: z.array(titledText).min(1),
      openingsHeading: z.string(),
      openingsText: z.string(),
      applyLabel: z.string(),
      applyEmail: z.email(),
      openings: z.array(
        z.object({ id: z.string(), title: z.string(), team: z.string(), location: z.string(), type: z.string() }),
      ),
      noOpeningsText: z.string(),
    }),
    z.object({
      kind: z.literal('contact'),
      ...pageBase,
      cardsHeading: z.string(),
      email: z.object({ heading: z.string(), text: z.string(), address: z.email() }),
      phone: z.object({
        heading: z.string(),
        text: z.string(),
        number: z.string(),
        dial: z.string().regex(/^\+\d+$/),
        hours: z.string(),
      }),
      chat: z.object({ heading: z.string(), text: z.string(), button: z.string() }),
      officesHeading: z.string(),
      offices: z.array(z.object({ name: z.string(), lines: z.array(z.string()).min(1) })).length(2),
      help: z.object({ heading: z.string(), text: z.string(), link: linkItem }),
      form: z.object({
        heading: z.string(),
        text: z.string(),
        responsePromise: z.string(),
        requiredNote: z.string(),
        optionalLabel: z.string(),
        labels: z.object({
          firstName: z.string(),
          lastName: z.string(),
          email: z.string(),
          company: z.string(),
          reason: z.string(),
          message: z.string(),
        }),
        reasonPlaceholder: z.string(),
        reasons: z.array(z.object({ value: z.string(), label: z.string() })).min(1),
        submit: z.string(),
        errors: z.object({ summary: z.string(), required: z.string(), email: z.string() }),
        success: z.object({ title: z.string(), text: z.string() }),
      }),
    }),
    z.object({
      kind: z.literal('pricing'),
      ...pageBase,
      billing: z.object({
        legend: z.string(),
        monthly: z.string(),
        yearly: z.string(),
        save: z.string(),
        perMonth: z.string(),
        perYear: z.string(),
        orMonthly: z.string(),
        orYearly: z.string(),
        customNote: z.string(),
      }),
      recommendedLabel: z.string(),
      plansHeading: z.string(),
      payg: z.object({
        heading: z.string(),
        text: z.string(),
        caption: z.string(),
        columns: z.object({ channel: z.string(), price: z.string(), discounts: z.string() }),
        fromLabel: z.string(),
      }),
      estimator: z.object({
        heading: z.string(),
        text: z.string(),
        legend: z.string(),
        totalLabel: z.string(),
        invalidTotal: z.string(),
        lineLabel: z.string(),
        discountHint: z.string(),
        note: z.string(),
        errors: z.object({
          empty: z.string(),
          negative: z.string(),
          decimal: z.string(),
          notNumber: z.string(),
          tooLarge: z.string(),
        }),
      }),
      faqHeading: z.string(),
      cta: z.object({ heading: z.string(), text: z.string(), primary: linkItem, secondary: linkItem }),
    }),
    z.object({
      kind: z.literal('blog'),
      ...pageBase,
      featuredHeading: z.string(),
      categoriesHeading: z.string(),
      recentHeading: z.string(),
      readMore: z.string(),
      rssLabel: z.string(),
      rssTitle: z.string(),
      newsletter: newsletterBox,
    }),
    z.object({
      kind: z.literal('press'),
      ...pageBase,
      releasesHeading: z.string(),
      readMore: z.string(),
      pdfLabel: z.string(),
      newsHeading: z.string(),
      contact: z.object({
        heading: z.string(),
        text: z.string(),
        name: z.string(),
        role: z.string(),
        email: z.email(),
        phone: z.string(),
        dial: z.string().regex(/^\+\d+$/),
      }),
      mediaResources: z.object({
        heading: z.string(),
        text: z.string(),
        items: z.array(z.object({ title: z.string(), text: z.string(), button: z.string() })).min(1),
      }),
    }),
    z.object({
      kind: z.literal('resources'),
      ...pageBase,
      cardLink: z.string(),
      help: z.object({ heading: z.string(), text: z.string(), link: linkItem }),
    }),
    z.object({
      kind: z.literal('sitemap'),
      ...pageBase,
      groups: z.array(z.object({ heading: z.string(), prefixes: z.array(z.string().startsWith('/')).min(1) })).min(1),
      otherHeading: z.string(),
    }),
    z.object({
      kind: z.literal('forgot-password'),
      ...pageBase,
      label: z.string(),
      placeholder: z.string(),
      submit: z.string(),
      busy: z.string(),
      required: z.string(),
      invalid: z.string(),
      success: z.object({ title: z.string(), text: z.string() }),
      again: z.string(),
      back: linkItem,
      help: z.object({ text: z.string(), link: linkItem }),
    }),
    z.object({
      kind: z.literal('activity'),
      ...pageBase,
      caption: z.string(),
      columns: z.object({ type: z.string(), status: z.string(), recipient: z.string(), time: z.string() }),
      back: linkItem,
      note: z.string(),
    }),
  ]),
});

/** The six help-and-learning pages at /resources/{id}; the cards on /resources are made from them. */
const resources = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/resources` }),
  schema: z.object({
    name: z.string(),
    order: z.number().int(),
    icon: iconName,
    cardText: z.string().max(160),
    ...seo,
    sections: z
      .array(
        z.object({
          heading: z.string(),
          /** Optional anchor, so other pages can link to this section (/resources/api#authentication). */
          id: z
            .string()
            .regex(/^[a-z0-9-]+$/)
            .optional(),
          text: z.string().optional(),
          items: z
            .array(
              z.object({
                title: z.string(),
                text: z.string(),
                meta: z.string().optional(),
                href: link.optional(),
                details: z.string().optional(),
              }),
            )
            .min(1),
        }),
      )
      .default([]),
    cta: z.object({ heading: z.string(), text: z.string(), link: linkItem }),
  }),
});

/** Labels shared by every page built from one template (product, solution, blog post, ...). */
const templates = defineCollection({
  loader: glob({ pattern: 'templates.yaml', base: `${CONTENT}/site` }),
  schema: z.object({
    breadcrumbHome: z.string(),
    breadcrumbLabel: z.string(),
    product: z.object({
      overviewHeading: z.string(),
      featuresHeading: z.string(),
      platformHeading: z.string(),
      platformFeatures: z.array(z.string()).min(1),
      stepsHeading: z.string(),
      pricingHeading: z.string(),
      pricingText: z.string(),
      primary: linkItem,
      docsLabel: z.string(),
      pricingLink: linkItem,
      contactLink: linkItem,
      otherHeading: z.string(),
    }),
    solution: z.object({
      eyebrow: z.string(),
      benefitsHeading: z.string(),
      useCaseHeading: z.string(),
      storyHeading: z.string(),
      resultLabel: z.string(),
      productsHeading: z.string(),
      productLink: z.string(),
      subPagesHeading: z.string(),
      getStarted: z.string(),
      getStartedHref: link,
      contactLink: linkItem,
    }),
    solutionPage: z.object({
      benefitsHeading: z.string(),
      testimonialHeading: z.string(),
      relatedHeading: z.string(),
      cta: z.object({ heading: z.string(), text: z.string(), primary: linkItem, secondary: linkItem }),
    }),
    blogPost: z.object({
      byLabel: z.string(),
      readingTime: z.string(),
      back: linkItem,
      relatedHeading: z.string(),
    }),
    blogCategory: z.object({
      title: z.string(),
      description: z.string(),
      heading: z.string(),
      intro: z.string(),
      back: linkItem,
    }),
    pressRelease: z.object({ back: linkItem, pdfLabel: z.string() }),
    resource: z.object({ back: linkItem, transcriptLabel: z.string() }),
  }),
});

/* ------------------------------------------------------------------------------------------
 * Developer docs: the API reference itself is generated from content/developers/openapi.yaml
 * (read by src/loaders/openapi.ts); these collections hold the pages around it.
 * ---------------------------------------------------------------------------------------- */

export const WEBHOOK_EVENTS = [
  'sms.sent',
  'sms.delivered',
  'sms.failed',
  'sms.reply',
  'email.sent',
  'email.delivered',
  'email.opened',
  'email.clicked',
  'voice.started',
  'voice.completed',
  'voice.failed',
] as const;

const codeLanguage = z.enum([
  'bash',
  'javascript',
  'python',
  'php',
  'ruby',
  'java',
  'csharp',
  'go',
  'json',
  'xml',
  'toml',
]);

const developerPages = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/developers/pages` }),
  schema: z.object({
    ...seo,
    heading: z.string(),
    intro: z.string(),
    tabLabel: z.string(),
    order: z.number().int(),
    events: z
      .array(z.object({ name: z.enum(WEBHOOK_EVENTS), description: z.string() }))
      .optional()
      .refine((events) => !events || WEBHOOK_EVENTS.every((name) => events.some((event) => event.name === name)), {
        message: `List every webhook event: ${WEBHOOK_EVENTS.join(', ')}`,
      }),
    payloadExample: z.string().optional(),
  }),
});

const sdks = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/developers/sdks` }),
  schema: z.object({
    ...seo,
    name: z.string(),
    order: z.number().int(),
    packageName: z.string(),
    requirements: z.string(),
    install: z.object({ command: z.string(), language: codeLanguage }),
    example: z.object({ code: z.string(), language: codeLanguage }),
  }),
});

const integrations = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/developers/integrations` }),
  schema: z.object({
    ...seo,
    name: z.string(),
    order: z.number().int(),
    category: z.string(),
    summary: z.string(),
    capabilities: z.array(z.string()).min(3),
    steps: z.array(z.string()).min(3),
  }),
});

export const collections = {
  products,
  solutions,
  solutionPages,
  developerFeatures,
  testimonials,
  pricingPlans,
  payAsYouGo,
  pricingFaq,
  blog,
  press,
  news,
  activity,
  schedules,
  completedSchedules,
  navigation,
  footer,
  home,
  dashboard,
  reports,
  pages,
  resources,
  templates,
  developerPages,
  sdks,
  integrations,
  ...changelogCollections,
  ...trustCollections,
  ...statusCollections,
};
