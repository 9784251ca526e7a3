import type { CollectionEntry } from 'astro:content';
import { excerptParts } from '../lib/search-excerpt';
import { pageRoute } from '../lib/page-route';
import { replaceAddress } from '../lib/address-in-place';
/**
 * Site search on top of Pagefind's index (built into dist/pagefind by `npm run build`).
 * Results are written with DOM nodes, never as HTML, so nothing in an excerpt can run.
 */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface PagefindResult {
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}
/** One search's matches, how many of them are on the page, and whether more are being fetched. */
interface Search {
  results: PagefindResult[];
  shown: number;
  loading: boolean;
}

/** Results shown at first, and added by each press of "Show more results". */
const PAGE_SIZE = 10;

/**
 * The results to add after `shown` of `total` are on the page, as slice bounds, and whether any
 * are left after them (the "Show more results" button stays only then).
 */
export function nextPage(shown: number, total: number, size = PAGE_SIZE) {
  const end = Math.min(shown + size, total);
  return { start: shown, end, more: end < total };
}

const PAGEFIND = '/pagefind/pagefind.js';
const PAGEFIND_WORKER = '/pagefind/pagefind-worker.js';

interface TrustedTypesWindow {
  trustedTypes?: {
    defaultPolicy: unknown;
    createPolicy(name: 'default', rules: { createScriptURL(url: string): string | null }): unknown;
  };
}

/**
 * The site's CSP requires Trusted Types, and Pagefind starts its web worker from a plain URL
 * string. This page's default policy lets exactly that one script URL through and blocks any other.
 */
function allowPagefindWorker() {
  const factory = (window as TrustedTypesWindow).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createScriptURL: (url) => (new URL(url, window.location.href).pathname === PAGEFIND_WORKER ? url : null),
  });
}

/** The texts this script writes, from content/site/search.yaml through the form's data-texts. */
type SearchTexts = Pick<
  CollectionEntry<'search'>['data'],
  'searching' | 'noResults' | 'oneResult' | 'results' | 'unavailable'
>;
type SummaryTexts = Pick<SearchTexts, 'noResults' | 'oneResult' | 'results'>;

/** Pagefind's excerpt as text nodes and <mark> elements, never parsed as HTML. */
function excerptNodes(excerpt: string): Node[] {
  return excerptParts(excerpt).map(({ text, hit }) => {
    if (!hit) return document.createTextNode(text);
    const mark = document.createElement('mark');
    mark.textContent = text;
    return mark;
  });
}

function resultItem(data: PagefindResultData): HTMLLIElement {
  const item = document.createElement('li');
  const heading = document.createElement('h2');
  heading.className = 'text-lg font-semibold';
  const link = document.createElement('a');
  link.href = pageRoute(data.url);
  link.className = 'text-brand-700 underline hover:text-brand-900';
  link.textContent = data.meta.title ?? data.url;
  heading.append(link);
  const excerpt = document.createElement('p');
  excerpt.className = 'mt-1 text-slate-700';
  excerpt.append(...excerptNodes(data.excerpt));
  item.append(heading, excerpt);
  return item;
}

/**
 * The status line: its {term} and {count} filled in one pass, by a function, so the term is shown
 * exactly as typed ("{count}" and "$&" in it included). lib/template's fill does the same; it is
 * not imported, since code shared with the islands would take this page's script out of the page
 * into a file of its own, requested before the visitor searches.
 */
export const statusText = (summary: string, term: string, count: number) =>
  summary.replace(/\{(term|count)\}/g, (_, name: string) => (name === 'term' ? term : String(count)));

/** The status line for `count` matches of `term`: every match Pagefind found, not only those shown. */
export function summaryText(texts: SummaryTexts, term: string, count: number) {
  const summary = count === 0 ? texts.noResults : count === 1 ? texts.oneResult : texts.results;
  return statusText(summary, term, count);
}

export async function renderSearch() {
  const form = document.querySelector<HTMLFormElement>('[data-search-form]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  const list = document.querySelector<HTMLOListElement>('[data-search-results]');
  const more = document.querySelector<HTMLButtonElement>('[data-search-more]');
  if (!form || !input || !status || !list || !more) return;
  const texts = JSON.parse(form.dataset.texts ?? '{}') as SearchTexts;

  let pagefind: Pagefind | null = null;
  /** The search on the page. A newer one replaces it, and whatever an older one still loads is dropped. */
  let current: Search | null = null;

  /**
   * Adds the next page of the search's results and returns their items, or null when a newer
   * search took over meanwhile. Pagefind loads each result's data lazily: only those shown are fetched.
   */
  const showNext = async (search: Search) => {
    const { start, end, more: left } = nextPage(search.shown, search.results.length);
    search.loading = true;
    try {
      const data = await Promise.all(search.results.slice(start, end).map((result) => result.data()));
      if (search !== current) return null;
      const items = data.map(resultItem);
      list.append(...items);
      search.shown = end;
      more.hidden = !left;
      return items;
    } finally {
      search.loading = false;
    }
  };

  const run = async (term: string) => {
    const search: Search = { results: [], shown: 0, loading: true };
    current = search;
    list.replaceChildren();
    more.hidden = true;
    if (!term.trim()) {
      status.textContent = '';
      return;
    }
    status.textContent = texts.searching;
    try {
      allowPagefindWorker();
      pagefind ??= (await import(/* @vite-ignore */ PAGEFIND)) as Pagefind;
      const found = await pagefind.search(term);
      if (search !== current) return;
      search.results = found?.results ?? [];
      if (!(await showNext(search))) return;
      status.textContent = summaryText(texts, term, search.results.length);
    } catch {
      if (search === current) status.textContent = texts.unavailable;
    }
  };

  more.addEventListener('click', () => {
    const search = current;
    // A second press while a page loads would add the same results twice.
    if (!search || search.loading) return;
    showNext(search).then(
      (items) => {
        // Focus goes on to the first result added, so keyboard and screen reader users read on
        // from there; the button they pressed may be gone.
        items?.[0]?.querySelector('a')?.focus();
      },
      () => {
        if (search === current) status.textContent = texts.unavailable;
      },
    );
  });

  // A term from the address is held to the box's own limit, as one typed is.
  const initial = (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, input.maxLength);
  input.value = initial;
  // Opened with a search (/search?q=sms): the language links keep it.
  replaceAddress(window.location.pathname + window.location.search);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const term = input.value;
    // The form's own address keeps the page's language (/es/search).
    const path = new URL(form.action).pathname;
    replaceAddress(term ? `${path}?q=${encodeURIComponent(term)}` : path);
    void run(term);
  });
  await run(initial);
}
