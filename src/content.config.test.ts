import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { collections } from './content.config';
import { listEntriesIn, parsed } from './lib/content-file';
import { resolvedSchema, type CollectionSchema } from './schemas/field-shape';

/**
 * A marketer's mistake in content/ is refused by the collection's schema with a message that
 * names the field and says what to write. Each case takes a real content file, makes the
 * mistake, and parses the result with the schema the build uses. That the build prints these
 * messages with the file's name is Astro's part; e2e/scenarios/ builds a copy for what needs a
 * whole build (the link gate, the dev overlay, the marketer's scenario).
 */
type Name = keyof typeof collections;

const schemaOf = (name: Name) => resolvedSchema(collections[name].schema as CollectionSchema) as z.ZodType;

/** The front matter of a Markdown file, as the loaders read it (dates as written). */
const frontmatter = (text: string) => parsed('entry.md', text).data;

/** Every problem the schema finds, as "field.path: message". */
function problems(name: Name, data: unknown): string[] {
  const result = schemaOf(name).safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** Makes one mistake in a real content file, and checks the change really happened. */
function mistake(file: string, make: (text: string) => string): string {
  const before = readFileSync(file, 'utf8');
  const after = make(before);
  expect(after, 'the test must really change the file').not.toBe(before);
  return after;
}

describe('a mistake in a Markdown file is refused naming the field', () => {
  it.each<[string, Name, string, (text: string) => string, RegExp]>([
    ['a wrong type', 'products', 'sms.md', (t) => t.replace(/^order: \d+$/m, 'order: first'), /^order: .*number/i],
    ['a missing required field', 'products', 'email.md', (t) => t.replace(/^tagline: .*\n/m, ''), /^tagline: /],
    [
      'a recommended product id that does not exist',
      'solutions',
      'marketing.md',
      (t) => t.replace(/^recommendedProducts:\n/m, 'recommendedProducts:\n  - carrier-pigeon\n'),
      /^recommendedProducts\.0: Unknown product id "carrier-pigeon"\. Known ids: .*sms/,
    ],
    [
      'a misspelt blog category, listing the known ones and where to add one',
      'blog',
      'sms-character-encoding-gsm-7-vs-ucs-2.md',
      (t) => t.replace(/^category: .*$/m, 'category: Engeneering'),
      /^category: Unknown category "Engeneering"\. Known categories: .*Engineering.*content\/blog\/categories\.yaml/,
    ],
    [
      'a title longer than search results show',
      'products',
      'fax.md',
      (t) => t.replace(/^title: .*$/m, `title: "${'Fax API '.repeat(40)}"`),
      /^title: Keep this under 70 characters$/,
    ],
    [
      'a date not written YYYY-MM-DD, saying how to write it',
      'changelog',
      'sender-field-deprecated.md',
      (t) => t.replace(/^date: .*$/m, 'date: 21/11/2026'),
      /^date: Write dates as YYYY-MM-DD, for example 2026-06-23$/,
    ],
    [
      'a publication date in neither form, saying both',
      'press',
      'relaymark-completes-soc-2-type-ii-audit.md',
      (t) => t.replace(/^date: .*$/m, 'date: 21/11/2026 9am'),
      /^date: "21\/11\/2026 9am" is not a real date, or date and time\. Write a date as YYYY-MM-DD \(2027-01-15\), or a date and time with its zone as YYYY-MM-DDTHH:MM\+01:00 \(2027-01-15T09:00\+01:00; Z for UTC\)$/,
    ],
    [
      'a publication time without its zone, saying how to add it',
      'blog',
      'sms-character-encoding-gsm-7-vs-ucs-2.md',
      (t) => t.replace(/^date: .*$/m, 'date: 2027-01-15T09:00'),
      /^date: 2027-01-15T09:00 has a time but no zone: add it, e\.g\. 2027-01-15T09:00\+01:00 for Central European time or 2027-01-15T09:00Z for UTC$/,
    ],
    [
      'a day that is not on the calendar, though YAML would read it as the next month',
      'changelog',
      'sender-field-deprecated.md',
      (t) => t.replace(/^date: .*$/m, 'date: 2026-02-30'),
      /^date: 2026-02-30 is not a real date\. Write dates as YYYY-MM-DD, for example 2026-06-23$/,
    ],
    [
      'a publication day that is not on the calendar (no 29 February in 2027)',
      'blog',
      'sms-character-encoding-gsm-7-vs-ucs-2.md',
      (t) => t.replace(/^date: .*$/m, 'date: 2027-02-29'),
      /^date: "2027-02-29" is not a real date, or date and time\./,
    ],
    [
      'a publication time with seconds and no zone, which YAML would read as UTC',
      'blog',
      'sms-character-encoding-gsm-7-vs-ucs-2.md',
      (t) => t.replace(/^date: .*$/m, 'date: 2027-01-15T09:00:00'),
      /^date: 2027-01-15T09:00:00 has a time but no zone: add it/,
    ],
    [
      'a publication date and time that is not on the calendar',
      'blog',
      'sms-character-encoding-gsm-7-vs-ucs-2.md',
      (t) => t.replace(/^date: .*$/m, 'date: 2027-02-30T09:00+01:00'),
      /^date: "2027-02-30T09:00\+01:00" is not a real date, or date and time\./,
    ],
    [
      'an unknown icon name, saying where to look names up',
      'products',
      'mms.md',
      (t) => t.replace(/^icon: .*$/m, 'icon: camera-flash-deluxe'),
      /^icon: Unknown icon "camera-flash-deluxe"\. Pick any icon name from https:\/\/lucide\.dev\/icons\//,
    ],
    [
      'a cover without alt text, saying what alt text is for',
      'blog',
      'webhook-best-practices.md',
      (t) => t.replace(/^ {2}alt: .*$/m, '  alt: ""'),
      /^image\.alt: Describe the image in `alt`.*screen readers read it out/,
    ],
    [
      'a required text left out, saying it is required',
      'blog',
      'webhook-best-practices.md',
      (t) => t.replace(/^author: .*\n/m, ''),
      /^author: Required: add this field with its text$/,
    ],
    [
      'a cover with no alt field at all, with the same message',
      'blog',
      'webhook-best-practices.md',
      (t) => t.replace(/^ {2}alt: .*\n/m, ''),
      /^image\.alt: Describe the image in `alt`/,
    ],
  ])('%s', (_, name, file, make, expected) => {
    const path = `content/${name}/${file}`;
    expect(problems(name, frontmatter(readFileSync(path, 'utf8'))), `${path} as it is`).toEqual([]);
    const found = problems(name, frontmatter(mistake(path, make)));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(expected);
  });
});

describe('a mistake in a YAML list file is refused naming the line or the field', () => {
  it('a wrong type in one entry names the entry and the field', () => {
    const path = 'content/pricing/plans.yaml';
    const entries = (text: string) => listEntriesIn(path, text).map(({ item }) => item);
    expect(entries(readFileSync(path, 'utf8')).flatMap((entry) => problems('plans', entry))).toEqual([]);
    const broken = entries(mistake(path, (t) => t.replace(/monthlyPrice: 49\b/, 'monthlyPrice: forty-nine')));
    expect(broken.flatMap((entry) => problems('plans', entry))).toEqual([expect.stringMatching(/^monthlyPrice: /)]);
  });

  it('a plan’s prices: a number each, or none on a Custom price plan, each mistake named with its fix', () => {
    const path = 'content/pricing/plans.yaml';
    const problemsAfter = (make: (text: string) => string) =>
      listEntriesIn(path, mistake(path, make))
        .map(({ item }) => item)
        .flatMap((entry) => problems('plans', entry));
    expect(problemsAfter((t) => t.replace(/^ {2}yearlyPrice: 470\n/m, ''))).toEqual([
      'yearlyPrice: Write the price per year, e.g. 950, in US dollars, or set customPrice: true for a quote-based plan',
    ]);
    expect(
      problemsAfter((t) => t.replace(/^ {2}customPrice: true\n/m, '  customPrice: true\n  monthlyPrice: 2000\n')),
    ).toEqual(['monthlyPrice: A Custom price plan shows no price: remove monthlyPrice, or set customPrice to false']);
    expect(problemsAfter((t) => t.replace(/monthlyPrice: 49\b/, "monthlyPrice: '$49'"))).toEqual([
      'monthlyPrice: Invalid input: expected number, received string',
    ]);
  });

  it('a YAML syntax error names the file and the line', () => {
    const path = 'content/site/testimonials.yaml';
    expect(() =>
      listEntriesIn(
        path,
        mistake(path, (t) => `${t}\n  - : [unclosed\n`),
      ),
    ).toThrow(/^content\/site\/testimonials\.yaml is not valid YAML: .*\(\d+:\d+\)/s);
  });

  it('two entries with the same id name both lines', () => {
    const path = 'content/site/testimonials.yaml';
    expect(() =>
      listEntriesIn(
        path,
        mistake(path, (t) => t.replace('- id: michael-torres', '- id: sarah-chen')),
      ),
    ).toThrow('content/site/testimonials.yaml: two entries share the id "sarah-chen" (lines 1 and 5)');
  });
});

describe('a number, price, date or time is a value the page writes in its language', () => {
  const inList = (name: Name, path: string, text: string) =>
    listEntriesIn(path, text)
      .map(({ item }) => item)
      .flatMap((entry) => problems(name, entry));
  const inFile = (name: Name, _path: string, text: string) => problems(name, parsed('entry.yaml', text).data);
  const inMarkdown = (name: Name, _path: string, text: string) => problems(name, frontmatter(text));

  it.each<[string, Name, string, (text: string) => string, RegExp, typeof inList]>([
    [
      'a date and time written as displayed, saying how to write it',
      'schedules',
      'content/account/schedules.yaml',
      (t) => t.replace('nextScheduled: 2026-12-01T09:00', 'nextScheduled: Dec 1, 2026, 9:00 AM'),
      /^nextScheduled: Write date-times as YYYY-MM-DDTHH:MM in 24-hour time/,
      inList,
    ],
    [
      'a triggered send with a date as well',
      'schedules',
      'content/account/schedules.yaml',
      (t) => t.replace('trigger: On signup', 'trigger: On signup\n  nextScheduled: 2026-12-01T09:00'),
      /^nextScheduled: Write nextScheduled .* or trigger .*: one of the two$/,
      inList,
    ],
    [
      'a rate with its percent sign',
      'completed-schedules',
      'content/account/completed-schedules.yaml',
      (t) => t.replace('deliveryRate: 98.2', 'deliveryRate: 98.2%'),
      /^deliveryRate: /,
      inList,
    ],
    [
      'an open rate for an SMS send',
      'completed-schedules',
      'content/account/completed-schedules.yaml',
      (t) => t.replace('deliveryRate: 99.1', 'deliveryRate: 99.1\n  openRate: 12'),
      /^openRate: An Email send needs an openRate; an SMS send has none/,
      inList,
    ],
    [
      'two amounts of time for one message',
      'activity',
      'content/account/activity.yaml',
      (t) => t.replace('minutesAgo: 2\n', 'minutesAgo: 2\n    hoursAgo: 1\n'),
      /^time: Give exactly one of minutesAgo, hoursAgo or daysAgo$/,
      inList,
    ],
    [
      'a price written into a bullet point',
      'home',
      'content/site/home.yaml',
      (t) => t.replace('text: Email from {price}\n          price: 0.003', 'text: Email from $0.003'),
      /^pricing\.plans\.0\.features\.1\.text: Write the number in `price`, `count` or `percent`/,
      inFile,
    ],
    [
      'a number written into a plan’s bullet point, as one language writes it',
      'plans',
      'content/pricing/plans.yaml',
      (t) =>
        t.replace(
          'text: "{count} SMS credit"\n      plural: "{count} SMS credits"\n      count: 1000',
          'text: 1,000 SMS credits',
        ),
      /^features\.0\.text: Write the number in `price`, `count` or `percent`/,
      inList,
    ],
    [
      'a percentage written into a plan’s bullet point',
      'plans',
      'content/pricing/plans.yaml',
      (t) => t.replace('text: "{percent} uptime SLA"\n      percent: 99.99', 'text: 99.99% uptime SLA'),
      /^features\.4\.text: Write the number in `price`, `count` or `percent`/,
      inList,
    ],
    [
      'a price typed into a product’s price line, which the other languages would keep when it changes',
      'products',
      'content/products/sms.md',
      (t) => t.replace('priceNote: from {price} per message', 'priceNote: from $0.01 per message'),
      /^priceNote: Write the price in `fromPrice` and `\{price\}` where it goes, e\.g\. `from \{price\} per message`: each language writes a price its own way$/,
      inMarkdown,
    ],
    [
      'a price typed into a product’s price line the way German writes it, as a translation would',
      'products',
      'content/products/sms.md',
      (t) => t.replace('priceNote: from {price} per message', 'priceNote: ab 0,01 $ pro Nachricht'),
      /^priceNote: Write the price in `fromPrice`/,
      inMarkdown,
    ],
    [
      'a product’s price line without the place of its price',
      'products',
      'content/products/email.md',
      (t) => t.replace('priceNote: from {price} per message', 'priceNote: from one cent per message'),
      /^priceNote: Write `\{price\}` where the price goes, e\.g\. `from \{price\} per message`: the page puts `fromPrice` there$/,
      inMarkdown,
    ],
    [
      'a yearly price above twelve months of the monthly one (a typo the saving label would hide)',
      'plans',
      'content/pricing/plans.yaml',
      (t) => t.replace('yearlyPrice: 470', 'yearlyPrice: 700'),
      /^yearlyPrice: A year costs more than twelve months \(12 × 49 = 588\): check the prices; at 588 or less a year, the card shows the saving$/,
      inList,
    ],
    [
      'a bullet point with a count but no plural',
      'home',
      'content/site/home.yaml',
      (t) => t.replace('  plural: "{count} users"\n          count: 5', '  count: 5'),
      /^pricing\.plans\.1\.features\.2\.plural: A bullet point with a count needs its plural wording/,
      inFile,
    ],
  ])('%s', (_, name, path, make, expected, parse) => {
    expect(parse(name, path, readFileSync(path, 'utf8')), `${path} as it is`).toEqual([]);
    const found = parse(name, path, mistake(path, make));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(expected);
  });
});
