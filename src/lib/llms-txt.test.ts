import { describe, expect, it } from 'vitest';
import { firstSentence, llmsTxt } from './llms-txt';

describe('llmsTxt', () => {
  it('writes the H1, the blockquote summary, details and one H2 per section of links', () => {
    expect(
      llmsTxt({
        title: 'Relaymark',
        summary: 'A messaging API.',
        details: 'Read the guides first.',
        sections: [
          { heading: 'Docs', links: [{ title: 'API', url: 'https://x.test/api', description: 'Every\n  endpoint.' }] },
          { heading: 'Empty', links: [] },
          { heading: 'Files', links: [{ title: 'Spec [3.1]', url: 'https://x.test/a (b).json' }] },
        ],
      }),
    ).toBe(
      '# Relaymark\n\n> A messaging API.\n\nRead the guides first.\n\n## Docs\n\n- [API](https://x.test/api): Every endpoint.\n\n' +
        '## Files\n\n- [Spec \\[3.1\\]](https://x.test/a%20%28b%29.json)\n',
    );
  });
});

describe('firstSentence', () => {
  it('keeps the first sentence, not a number or an abbreviation-free text', () => {
    expect(firstSentence('Send up to 10,000 messages.\nThen track them.')).toBe('Send up to 10,000 messages.');
    expect(firstSentence('Version 1.2 is out')).toBe('Version 1.2 is out');
  });
});
