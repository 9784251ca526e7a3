/** Display names of the API reference sections (the OpenAPI tags, which are also the anchors). */
const SECTION_NAMES: Record<string, string> = {
  sms: 'SMS',
  email: 'Email',
  voice: 'Voice',
  post: 'Post',
  fax: 'Fax',
  mms: 'MMS',
  webhooks: 'Webhooks',
  contacts: 'Contacts',
  account: 'Account',
};

export const sectionName = (tag: string) => SECTION_NAMES[tag] ?? tag;
export const sectionHref = (tag: string, operationId?: string) =>
  `/developers/api/${tag}${operationId ? `#${operationId}` : ''}`;
