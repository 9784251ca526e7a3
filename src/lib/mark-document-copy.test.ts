import { describe, expect, it } from 'vitest';
import { markDocumentCopy } from './mark-document-copy';

const mark = (text: string) => `⟦${text}⟧`;

describe('markDocumentCopy', () => {
  it('marks descriptions, summaries, titles and display names, however deep', () => {
    const doc = {
      info: { title: 'Relaymark API', version: '1.0.0' },
      tags: [{ name: 'sms', 'x-displayName': 'SMS', description: 'Text messages' }],
      paths: { '/sms': { post: { summary: 'Send', parameters: [{ name: 'to', description: 'Recipient' }] } } },
    };
    expect(markDocumentCopy(doc, mark)).toEqual({
      info: { title: '⟦Relaymark API⟧', version: '1.0.0' },
      tags: [{ name: 'sms', 'x-displayName': '⟦SMS⟧', description: '⟦Text messages⟧' }],
      paths: { '/sms': { post: { summary: '⟦Send⟧', parameters: [{ name: 'to', description: '⟦Recipient⟧' }] } } },
    });
  });

  it('leaves examples, defaults and allowed values as they are, and a property named "description" is still a schema', () => {
    const schema = {
      properties: { description: { type: 'string', description: 'Free text' } },
      example: { description: 'an example value' },
      enum: ['queued'],
      default: 'queued',
    };
    expect(markDocumentCopy(schema, mark)).toEqual({
      properties: { description: { type: 'string', description: '⟦Free text⟧' } },
      example: { description: 'an example value' },
      enum: ['queued'],
      default: 'queued',
    });
  });
});
