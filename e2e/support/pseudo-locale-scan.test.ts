import { describe, expect, it } from 'vitest';
import { untranslatedInHtml } from './pseudo-locale-html';
import { NOT_COPY } from './pseudo-locale-scan';

const isData = (text: string) => NOT_COPY.some(({ pattern }) => new RegExp(pattern, 'u').test(text));

describe('text the pseudo-locale scan takes for data, not copy', () => {
  it.each([
    'November 10, 2026',
    'Nov 2026',
    '10. November 2026',
    'Oktober 2026',
    '10 de noviembre de 2026',
    '3 sept 2026',
    '$0.01',
    '0,01 US$',
    'Dec 1, 2026, 9:00 AM',
    '1 dic 2026, 9:00',
    '1. Dez. 2026, 09:00',
    '2 minutes ago',
    '1 hour ago',
    'Yesterday, 4:12 PM',
    'Hace 2 minutos',
    'Ayer, 16:12',
    'Vor 1.000 Stunden',
    'Gestern, 09:30',
  ])('%s is data', (text) => expect(isData(text)).toBe(true));
  it.each([
    'Hallo Welt',
    'de',
    'Kundengeschichten',
    'November newsletter',
    'Envía mensajes',
    'Send at 9:00 AM',
    'Dec 1 webinar, 9:00 AM',
    '2 minutes ago, sent',
  ])('%s is copy', (text) => expect(isData(text)).toBe(false));
});

describe('the scan of a page’s HTML', () => {
  const page = (title: string, body: string) =>
    `<!doctype html><html><head><title>${title}</title><meta name="description" content="⟦About us⟧"></head><body>${body}</body></html>`;

  it('passes marked copy, code, names kept as they are, data and scripts', () => {
    const body = [
      '<p>⟦Pass <code>cursor</code> as the next value⟧ <span translate="no">X-Request-Id</span> $0.01</p>',
      '<pre><code>curl https://api.relaymark.com</code></pre>',
      '<img alt="⟦Our logo⟧" src="/logo.svg"><button aria-label="⟦Close⟧">×</button>',
      '<script>const greeting = "Hello";</script><time>November 10, 2026</time>',
    ].join('');
    expect(untranslatedInHtml(page('⟦About⟧', body))).toEqual([]);
  });

  it('finds a hard-coded text, one hidden until a click, a name and a title', () => {
    const body =
      '<p>Hard-coded in src/</p><div hidden><p>⟦Marked⟧</p>Shown on click</div><button aria-label="Close">×</button>';
    expect(untranslatedInHtml(page('About', body))).toEqual([
      { where: 'p', text: 'Hard-coded in src/' },
      { where: 'div', text: 'Shown on click' },
      { where: 'button@aria-label', text: 'Close' },
      { where: 'title', text: 'About' },
    ]);
  });

  it('reads a text inside marked copy as copy, and names an element by its id and role', () => {
    const body =
      '<p>⟦Read <a href="/x">our guide</a> first⟧</p><svg><title>Logo</title></svg>' +
      '<div id="sales" role="note"><a href="/contact">Talk to our sales team</a> ⟦or write⟧</div>';
    const html = page('⟦Fax⟧', body).replace('content="⟦About us⟧"', 'content="Send and receive faxes"');
    expect(untranslatedInHtml(html)).toEqual([
      { where: 'a', text: 'Talk to our sales team' },
      { where: 'meta description', text: 'Send and receive faxes' },
    ]);
    expect(untranslatedInHtml(page('⟦Fax⟧', '<p id="lead" role="note">Talk to our sales team</p>'))).toEqual([
      { where: 'p#lead[role=note]', text: 'Talk to our sales team' },
    ]);
  });
});
