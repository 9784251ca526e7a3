import type axe from 'axe-core';
import type { BrowserContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** axe-core's minified build: half the bytes of its `source` to send and parse in each document. */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const axeSource = readFileSync(AXE_SCRIPT, 'utf8');

/**
 * For a context that scans many documents (the crawl): axe is given to each document as it is
 * created, which Chromium compiles once per process, instead of sent over and compiled again for
 * each scan.
 */
export const provideAxe = (context: BrowserContext) => context.addInitScript({ path: AXE_SCRIPT });

/** WCAG 2.2 level A and AA, the site's target. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The axe rules a theme can change: the dark theme swaps the palette and nothing else (src/styles/global.css). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Scope = 'wcag' | 'colour';

/**
 * The page's axe violations, one line each ("rule: selector, selector"). axe runs inside the
 * page, injected once per document: @axe-core/playwright's analyze() also combines results
 * across frames in a page it opens for each scan, which costs up to ten times as much on this
 * site, and no page here has a frame. Only violations are collected, not every node that passed.
 * `within` (a selector) tests only that part's elements: for a state that changes one part of a
 * page whose rest another test scans.
 */
export async function axeViolations(page: Page, scope: Scope = 'wcag', within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOnly =
    scope === 'wcag' ? { type: 'tag' as const, values: WCAG } : { type: 'rule' as const, values: COLOUR_RULES };
  return page.evaluate(
    async ({ within, ...options }) => {
      const context = within === undefined ? document : { include: [within] };
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(context, options);
      return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    },
    { runOnly, resultTypes: ['violations' as const], within },
  );
}

/**
 * Resolves when the CSS transitions a change started (a theme switch, a notice fading in) have
 * ended and no new one runs: axe reads colours as drawn. A media change reaches the styles with
 * a coming frame, so the page is asked again after each round ends.
 */
export async function transitionsSettled(page: Page) {
  await page.evaluate(async () => {
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
