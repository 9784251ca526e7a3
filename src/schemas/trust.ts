import { z } from 'astro/zod';
import { copy } from './copy';
import { anchor, isoDate, itemId, link, linkItem, seo, textItem, titledTextItem } from './fields';

/** content/trust/trust.yaml: the /trust page and the fields of /.well-known/security.txt. */

const section = {
  id: anchor.describe('The section’s anchor on the page, e.g. `security`.'),
  heading: copy(),
  text: copy().optional(),
};

export const trustSchema = z.object({
  ...seo,
  heading: copy().describe('The page’s main heading.'),
  intro: copy().describe('The paragraph under the heading.'),
  /** The name of the list of links to the page's sections. */
  contentsLabel: copy().describe(
    'The name of the row of links to the sections, read out by screen readers, e.g. `On this page`.',
  ),
  security: z.object({ ...section, items: z.array(titledTextItem).min(3) }),
  compliance: z.object({
    ...section,
    /** The badge on every statement, and the sentence under the list that explains it. */
    sampleLabel: copy().describe('The badge on every statement, e.g. `Sample statement`.'),
    sampleNote: copy().describe(
      'The sentence under the statements saying they are samples. Keep it: this is a demonstration site.',
    ),
    items: z
      .array(
        z.object({
          id: anchor.describe('The statement’s anchor, e.g. `soc-2`.'),
          name: copy(),
          scope: copy(),
          text: copy(),
          link: linkItem.optional(),
        }),
      )
      .min(3),
  }),
  subprocessors: z.object({
    ...section,
    caption: copy().describe('The table’s name.'),
    columns: z.object({ name: copy(), purpose: copy(), location: copy() }).describe('The column headings.'),
    updated: isoDate.describe('The day the list was last changed.'),
    updatedLabel: copy(),
    items: z.array(z.object({ id: itemId, name: copy(), purpose: copy(), location: copy() })).min(3),
  }),
  disclosure: z
    .object({
      ...section,
      id: z
        .literal('disclosure')
        .describe('Must stay `disclosure`: security.txt’s Policy points to `/trust#disclosure`.'),
      paragraphs: z.array(textItem).min(1),
      scopeHeading: copy(),
      scope: z.array(textItem).min(1),
      outOfScopeHeading: copy(),
      outOfScope: z.array(textItem).min(1),
      reportHeading: copy(),
      report: z.array(textItem).min(1),
      commitmentsHeading: copy(),
      commitments: z.array(textItem).min(1),
      contact: linkItem.describe('The button to report a problem, e.g. to `mailto:security@relaymark.com`.'),
      securityTxt: linkItem.describe('The link to the security.txt file.'),
    })
    .describe('The responsible-disclosure policy.'),
  uptime: z
    .object({ heading: copy(), text: copy(), link: linkItem })
    .describe('The last section, linking to `/status`.'),
  /** /.well-known/security.txt (RFC 9116); Canonical, Policy and Expires are added by the build. */
  securityTxt: z.object({
    contact: z
      .array(link.refine((value) => /^(mailto:|https:\/\/|tel:)/.test(value), 'Use mailto:, https:// or tel:'))
      .min(1)
      .describe(
        'Addresses for security reports, each starting with `mailto:`, `https://` or `tel:`. One Contact line each in security.txt.',
      ),
    preferredLanguages: z
      .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'A language tag, e.g. en'))
      .min(1)
      .describe('Language tags, e.g. `en`.'),
  }),
});

export type TrustPage = z.infer<typeof trustSchema>;

export const trustSchemas = {
  trust: trustSchema,
};
