import { expect, test } from 'vitest';
import { builtPages } from '../support/built-site';
import { ENDPOINTS } from '../support/api-endpoints';

test('every example has code in all eight languages', () => {
  const sections = builtPages().filter((page) => /^\/developers\/api\/[a-z]+$/.test(page.route));
  expect(sections.map((page) => page.route.split('/').pop()).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  let examples = 0;
  for (const { route: path, html } of sections) {
    for (const [article] of html.matchAll(/<article id="[^"]+"[\s\S]*?<\/article>/g)) {
      examples += 1;
      const panels = [...article!.matchAll(/data-code-panel="([a-z]+)"[\s\S]*?<code[^>]*>([\s\S]*?)<\/code>/g)];
      expect(
        panels.map(([, id]) => id),
        path,
      ).toEqual(['curl', 'node', 'python', 'php', 'ruby', 'java', 'csharp', 'go']);
      for (const [, id, code] of panels)
        expect(code!.replace(/<[^>]+>/g, '').includes('RELAYMARK_API_KEY'), `${path} ${id}`).toBe(true);
    }
  }
  expect(examples).toBe(Object.values(ENDPOINTS).flat().length);
});
