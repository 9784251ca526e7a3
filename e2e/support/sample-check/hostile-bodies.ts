import type { Json } from '../../../src/lib/code-samples';

/**
 * Request bodies built to break code samples: every character that some language's
 * literal interprets (quotes, backslashes, $, #{}, %, heredoc labels, text-block and
 * raw-string delimiters, Unicode escapes), characters some languages read as line
 * breaks, and text that matters when a sample is embedded in HTML. Written as JSON so
 * keys such as "__proto__" stay ordinary keys.
 */
export const HOSTILE_BODIES: { name: string; body: Json }[] = [
  { name: 'quotes', body: { text: `He said "hi", it's 'fine' and \`ok\`` } },
  { name: 'backslashes', body: { path: 'C:\\Users\\new\\table', share: '\\\\server\\share\\', end: 'ends with \\' } },
  { name: 'shell and PHP variables', body: { text: '$name ${name} $(whoami) `id` {$x} $x->y $x[0] \\$escaped' } },
  { name: 'Ruby interpolation', body: { text: '#{x} #{`id`} #$global #@ivar' } },
  { name: 'format strings', body: { text: '%s %d %% %1$s {0} {{name}} %n' } },
  { name: 'newlines and tabs', body: { text: 'line 1\nline 2\r\nline 3\rend\ttab\u000bvt\u000cff\bbs' } },
  { name: 'control characters', body: { text: '\u0000nul \u0001 \u001f \u007f del' } },
  { name: 'emoji', body: { text: '😀 👩‍👩‍👧 🇬🇧 ❤️ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢' } },
  { name: 'right-to-left text', body: { text: 'مرحبا بالعالم שלום עולם \u202eevil\u202c \u200f' } },
  { name: 'HTML', body: { html: '</script><script>alert(1)</script><!-- --> ]]> &amp; <b>' } },
  {
    name: 'line and paragraph separators, byte order mark',
    body: { text: 'next\u0085line\u2028separator\u2029paragraph\ufeffbom' },
  },
  {
    name: 'Java and C# escapes',
    body: { text: '\\u0022 \\u005c \\\\u0041 \\s \\ \\n \\"""', raw: '""" """" "" \'\'\' ```' },
  },
  { name: 'heredoc labels', body: { JSON: 'JSON', text: 'JSON;\nJSON\n  JSON', EOF: '<<<EOF' } },
  { name: 'language keywords in comments', body: { text: '*/ /* // # ?> <?php <% %> -- ; DROP TABLE' } },
  {
    name: 'awkward keys',
    body: JSON.parse(
      '{"__proto__": {"polluted": true}, "constructor": 1, "": "empty key", "1": "numeric", "a\\"b": "quote", "$k": "#{k}"}',
    ) as Json,
  },
  {
    name: 'numbers and literals',
    body: { n: [0, -1, 1.5, -0.25, 1e-7, 123456789012, 1e21], t: true, f: false, z: null },
  },
  { name: 'empty and nested', body: { a: {}, b: [], c: [[[]]], d: [{ e: [{}] }], s: '' } },
  { name: 'whitespace only', body: { text: '   leading and trailing   ', blank: ' ', nbsp: '\u00a0\u2007\u202f' } },
  { name: 'lone surrogate', body: { text: 'half \ud83d of an emoji' } },
  { name: 'top-level array', body: [1, 'two', { three: 3 }] },
  { name: 'top-level string ending in a quote', body: 'say "hi"' },
];
