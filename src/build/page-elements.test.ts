import { describe, expect, it } from 'vitest';
import { htmlElements } from '../lib/html-elements';
import { PageElements } from './page-elements';
import { selectorChains } from './selector-needs';

const page = new PageElements(
  htmlElements(`<!doctype html><html lang="de-DE"><body>
  <header class="site"><nav><a id="home" href="/">Home</a></nav></header>
  <main><div class="prose"><ul><li>One <strong>two</strong></li></ul><p>Text</p></div>
  <ol><li><a href="/x">x</a></li></ol><input placeholder="Search"></main></body></html>`),
);

const matches = (selector: string) => (selectorChains(selector) ?? []).some((chain) => page.matches(chain));

describe('PageElements', () => {
  it('matches a selector whose compounds are on the page, nested as it nests them', () => {
    expect(matches('.prose li')).toBe(true);
    expect(matches('.prose>ul>li strong')).toBe(true);
    expect(matches('header nav>a#home')).toBe(true);
  });

  it('does not match when the parts are on the page but not nested so', () => {
    expect(matches('.prose ol')).toBe(false);
    expect(matches('.prose>li')).toBe(false);
    expect(matches('nav .prose')).toBe(false);
    expect(matches('.prose :where(ol>li)')).toBe(false);
    expect(matches('.prose :where(ul>li)')).toBe(true);
  });

  it('does not match a part the page lacks', () => {
    expect(matches('table')).toBe(false);
    expect(matches('.hidden')).toBe(false);
  });

  it('reads the page’s languages and the elements of pseudo-elements', () => {
    expect(matches(':is(h1,p):is(:lang(de),:lang(de) *)')).toBe(true);
    expect(matches('p:lang(es)')).toBe(false);
    expect(matches('::placeholder')).toBe(true);
    expect(matches('::backdrop')).toBe(false);
  });

  it('matches a sibling combinator wherever both parts are', () => {
    expect(matches('ul~p')).toBe(true);
    expect(matches('ul~table')).toBe(false);
  });
});
