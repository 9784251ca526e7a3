import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { htmlFiles, routeOf } from '../support/built-site';
import { cspHash } from '../../src/build/csp-hashes';

test('every built page carries a CSP without unsafe-inline, allowing each of its style attributes by hash', () => {
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const policy = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1];
    expect(policy, file).toBeTruthy();
    expect(policy, file).not.toContain('unsafe-inline');
    for (const [, style] of html.matchAll(/<[a-z][^>]*\sstyle\s*=\s*"([^"]*)"/gi)) {
      expect(policy, `${file}: the style attribute "${style}" is not allowed`).toContain(cspHash(style ?? ''));
    }
  }
});

// The same hashes in the served header are checked on the engine (e2e/engine/serving.spec.ts:
// the header allows every source of the page's own policy), and headerRules refuses a line the
// host would drop.
test('every inline script and style is allowed by its hash in the page\u2019s policy', () => {
  let count = 0;
  for (const file of htmlFiles()) {
    const route = routeOf(file);
    const html = readFileSync(file, 'utf8');
    const policy = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1] ?? '';
    const inline = [
      ...[...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/\ssrc=|application\/ld\+json/.test(attributes ?? ''))
        .map(([, , body]) => body ?? ''),
      ...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body ?? ''),
    ];
    for (const body of inline) {
      expect(policy, `${route}: ${body.slice(0, 60)}`).toContain(cspHash(body));
      count += 1;
    }
  }
  expect(count).toBeGreaterThan(200);
});
