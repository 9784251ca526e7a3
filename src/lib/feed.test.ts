import { describe, expect, it } from 'vitest';
import { feedChannel } from './feed';

describe('feedChannel', () => {
  it('declares the Atom namespace and links the feed to its own URL', () => {
    const { xmlns, customData } = feedChannel('https://www.relaymark.com/rss.xml', 'en-us');
    expect(xmlns).toEqual({ atom: 'http://www.w3.org/2005/Atom' });
    expect(customData).toBe(
      '<language>en-us</language><atom:link href="https://www.relaymark.com/rss.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it('escapes the URL for an XML attribute', () => {
    expect(feedChannel('https://example.com/rss.xml?a=1&b="2"', 'en').customData).toContain(
      'href="https://example.com/rss.xml?a=1&amp;b=&quot;2&quot;"',
    );
  });
});
