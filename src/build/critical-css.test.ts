import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css';
import { runSteps } from './pipeline';
import { stepContext, writtenSite } from './test-site';

const STYLESHEET = [
  '.menu{display:none}',
  '.menu[data-open]{display:block}',
  '.other[data-open]{display:block}',
  '.link:focus-visible{outline:2px solid}',
  '.absent:focus-visible{outline:3px solid}',
  'details[open]>.panel{display:block}',
  ':root:where([data-theme=dark],[data-theme=dark] *){color-scheme:dark}',
  '.link:where([data-theme=dark],[data-theme=dark] *){color:white}',
  '.absent:where([data-theme=dark],[data-theme=dark] *){color:gray}',
  '.samples:has(input:checked)>.sample{display:block}',
].join('');

/** The CSS the critical CSS step inlines into a page with this body. */
async function inlined(body: string): Promise<string> {
  const dist = writtenSite({
    '_astro/site.css': STYLESHEET,
    'index.html': `<!DOCTYPE html><html lang="en"><head><meta http-equiv="content-security-policy" content="style-src 'self'"><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body></html>`,
  });
  await runSteps([criticalCss], stepContext(dist), () => {});
  return /<style>(.*?)<\/style>/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1] ?? '';
}

describe('critical CSS', () => {
  it('keeps the states script sets (open menus, the dark theme) for the elements the page has, and no others', async () => {
    const css = await inlined(
      '<nav class="menu"><a class="link" href="/">Home</a></nav><details><div class="panel">Hi</div></details>',
    );
    expect(css).toContain('.menu[data-open]{display:block}');
    expect(css).toContain('details[open]>.panel{display:block}');
    expect(css).toContain(':root:where([data-theme=dark],[data-theme=dark] *){color-scheme:dark}');
    expect(css).toContain('.link:where([data-theme=dark],[data-theme=dark] *){color:white}');
    expect(css).toContain('.link:focus-visible{outline:2px solid}');
    expect(css).not.toContain('.other');
    expect(css).not.toContain('.absent');
    expect(css).not.toContain('.samples');
  });

  it('keeps a :has() rule where the page has what it styles', async () => {
    const css = await inlined('<div class="samples"><input type="radio" checked><pre class="sample">x</pre></div>');
    expect(css).toContain('.samples:has(input:checked)>.sample{display:block}');
  });
});
