import type { Page, Route } from '@playwright/test';
import { decodeHTML } from 'entities';

/** One `<astro-island>` of a built page, as its attributes describe it. */
export interface BuiltIsland {
  /** The component's file name: "Header" for /_astro/Header.14s2EhW4.js. */
  component: string;
  componentUrl: string;
  rendererUrl: string | null;
  /** The hydration directive without "client:": load, idle, visible, touch, notices, ... */
  client: string;
  /** The directive's value (client:notices="interaction" -> "interaction"). */
  value: unknown;
}

const attribute = (tag: string, name: string) => {
  const raw = tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  return raw === undefined ? null : decodeHTML(raw);
};

/** Every island of a built page, in document order. */
export function islandsIn(html: string): BuiltIsland[] {
  return [...html.matchAll(/<astro-island\s(?:[^>"]|"[^"]*")*>/g)].map(([tag]) => {
    const componentUrl = attribute(tag, 'component-url') ?? '';
    const opts = JSON.parse(attribute(tag, 'opts') ?? '{}') as { value?: unknown };
    return {
      component: componentUrl.split('/').pop()?.split('.')[0] ?? '',
      componentUrl,
      rendererUrl: attribute(tag, 'renderer-url'),
      client: attribute(tag, 'client') ?? '',
      value: opts.value,
    };
  });
}

/**
 * Holds every request for an island's chunk (as on a slow phone) until the returned function is
 * called; then each held and later request loads, or with `outcome: 'fail'` fails, as on a dropped
 * connection.
 */
export async function holdIsland(page: Page, island: string, { outcome = 'load' }: { outcome?: 'load' | 'fail' } = {}) {
  const waiting: Route[] = [];
  let released = false;
  const settle = (route: Route) => (outcome === 'fail' ? route.abort() : route.continue());
  await page.route(new RegExp(`/_astro/${island}\\.[^/]*\\.js`), async (route) => {
    if (released) await settle(route);
    else waiting.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(waiting.splice(0).map(settle));
  };
}
