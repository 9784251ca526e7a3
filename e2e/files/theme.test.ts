import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DIST } from '../support/built-site';

describe('no flash of the wrong theme', () => {
  test('the theme script runs in <head>, before the stylesheet and the body', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const script = head.indexOf('relaymark:theme');
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(head.indexOf('<style'));
  });
});
