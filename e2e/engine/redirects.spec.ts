import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST } from '../support/built-site';

const forwarderTarget = () =>
  /<meta http-equiv="refresh" content="0; ?url=([^"]+)"/.exec(readFileSync(join(DIST, 'developers.html'), 'utf8'))?.[1];

test('/developers answers 301 to where its forwarder page points, from dist/_redirects', async ({ request }) => {
  const target = forwarderTarget();
  expect(target, 'the forwarder page still forwards').toBe('/developers/api');
  for (const path of ['/developers', '/developers/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, path).toBe(target);
  }
});
