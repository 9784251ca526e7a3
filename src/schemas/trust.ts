import { defineCollection } from 'astro:content';
import { singleFileLoader } from './single-files';
import { z } from 'astro/zod';
import { copy } from './copy';
import { anchor, isoDate, link, linkItem, seo, titledText } from './fields';

/** content/trust/trust.yaml: the /trust page and the fields of /.well-known/security.txt. */

const section = { id: anchor, heading: copy(), text: copy().optional() };

export const trustSchema = z.object({
  ...seo,
  heading: copy(),
  intro: copy(),
  /** The name of the list of links to the page's sections. */
  contentsLabel: copy(),
  security: z.object({ ...section, items: z.array(titledText).min(3) }),
  compliance: z.object({
    ...section,
    /** The badge on every statement, and the sentence under the list that explains it. */
    sampleLabel: copy(),
    sampleNote: copy(),
    items: z
      .array(z.object({ id: anchor, name: copy(), scope: copy(), text: copy(), link: linkItem.optional() }))
      .min(3),
  }),
  subprocessors: z.object({
    ...section,
    caption: copy(),
    columns: z.object({ name: copy(), purpose: copy(), location: copy() }),
    updated: isoDate,
    updatedLabel: copy(),
    items: z.array(z.object({ name: copy(), purpose: copy(), location: copy() })).min(3),
  }),
  disclosure: z.object({
    ...section,
    id: z.literal('disclosure'),
    paragraphs: z.array(copy()).min(1),
    scopeHeading: copy(),
    scope: z.array(copy()).min(1),
    outOfScopeHeading: copy(),
    outOfScope: z.array(copy()).min(1),
    reportHeading: copy(),
    report: z.array(copy()).min(1),
    commitmentsHeading: copy(),
    commitments: z.array(copy()).min(1),
    contact: linkItem,
    securityTxt: linkItem,
  }),
  uptime: z.object({ heading: copy(), text: copy(), link: linkItem }),
  /** /.well-known/security.txt (RFC 9116); Canonical, Policy and Expires are added by the build. */
  securityTxt: z.object({
    contact: z
      .array(link.refine((value) => /^(mailto:|https:\/\/|tel:)/.test(value), 'Use mailto:, https:// or tel:'))
      .min(1),
    preferredLanguages: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'A language tag, e.g. en')).min(1),
  }),
});

export type TrustPage = z.infer<typeof trustSchema>;

export const trustCollections = {
  trust: defineCollection({ loader: singleFileLoader('trust'), schema: trustSchema }),
};
