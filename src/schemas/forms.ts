import { z } from 'astro/zod';
import { copy } from './copy';
import { linkItem, notice, seo } from './fields';

/**
 * content/forms/: the copy of the site's forms. One single-entry YAML file each for
 * sign-in, registration and the compose form, and forms.yaml with what every form shares
 * (also the contact and password-reset forms, whose other copy is in content/pages/).
 */

const plural = z.object({ one: copy(), other: copy() });

export const formsSchema = z.object({
  optional: copy().describe('Shown after the label of a field that may stay empty.'),
  pending: copy(),
  noScript: copy(),
  full: copy().describe(
    'Shown under a long text field once it holds as many characters as it takes: {max} is that number.',
  ),
  email: z
    .object({ required: copy(), invalid: copy(), tooLong: copy(), notLatin: copy() })
    .describe('The messages about an e-mail address, shared by every form.'),
});
export type FormsCopy = z.infer<typeof formsSchema>;

export const loginSchema = z.object({
  ...seo,
  heading: copy().describe('The page’s main heading.'),
  intro: copy().describe('The paragraph under the heading.'),
  form: z.object({
    email: copy(),
    password: copy(),
    remember: copy(),
    forgot: linkItem,
    submit: copy(),
    busy: copy().describe('The button text while sending.'),
    registerText: copy(),
    register: linkItem,
  }),
  notices: z.object({ success: notice, failed: notice }),
});
export type LoginCopy = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  ...seo,
  heading: copy().describe('The page’s main heading.'),
  intro: copy().describe('The paragraph under the heading.'),
  form: z.object({
    firstName: copy(),
    lastName: copy(),
    email: copy(),
    company: copy(),
    password: copy(),
    passwordHint: copy().describe('Keep `{min}` as written.'),
    nameRequired: copy().describe('Keep `{field}` as written.'),
    agree: copy()
      .refine((text) => text.includes('{terms}') && text.includes('{privacy}'), {
        message: 'Keep {terms} and {privacy} in this sentence: they become the two links',
      })
      .describe('`{terms}` and `{privacy}` become the terms and privacy links.'),
    terms: linkItem,
    privacy: linkItem,
    submit: copy(),
    busy: copy(),
    loginText: copy(),
    login: linkItem,
  }),
  notices: z.object({ termsRequired: notice, weakPassword: notice, accountCreated: notice }),
});
export type RegisterCopy = z.infer<typeof registerSchema>;

const channelCopy = z.object({ recipient: copy(), message: copy(), noun: copy() });

export const composeFormSchema = z.object({
  channels: z.object({ sms: channelCopy, email: channelCopy, voice: channelCopy, fax: channelCopy }),
  recipientHint: copy(),
  subject: copy(),
  messagePlaceholder: copy(),
  cancel: copy(),
  send: copy(),
  busy: copy(),
  draftNotSaved: copy(),
  counter: z.object({
    characters: copy(),
    encodings: z.object({ gsm7: copy(), ucs2: copy() }),
    segments: plural,
    recipients: plural,
    cost: copy(),
    segmentsNow: copy().describe(
      'Said aloud (not shown) when the message moves to another number of segments: `{segments}` is the segments text above ("2 segments"), `{limit}` how many characters they hold. Keep both as written.',
    ),
  }),
  notices: z.object({
    missingRecipient: notice,
    missingSubject: notice,
    emptyMessage: notice,
    sent: notice.extend({ recipients: plural }),
  }),
});
export type ComposeFormCopy = z.infer<typeof composeFormSchema>;

/** What an island gets: its own copy and the copy every form shares. */
export type WithShared<T> = T & { shared: FormsCopy };

export const formsSchemas = {
  forms: formsSchema,
  login: loginSchema,
  register: registerSchema,
  'compose-form': composeFormSchema,
};
