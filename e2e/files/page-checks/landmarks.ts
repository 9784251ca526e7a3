import { selectAll } from 'css-select';
import type { Document } from 'domhandler';

/**
 * The landmarks every page is navigated by: one banner (body > header) holding the site's
 * navigation, one main, one contentinfo (body > footer).
 */
export function landmarkProblems(document: Document): string[] {
  const count = (selector: string) => selectAll(selector, document).length;
  const problems: string[] = [];
  const once = (selector: string, what: string) => {
    const found = count(selector);
    if (found !== 1) problems.push(`${found} ${what}`);
  };
  once('body > header', 'banners (body > header)');
  once('main', 'main elements');
  once('body > footer', 'content infos (body > footer)');
  if (count('body > header nav') === 0) problems.push('no nav in the banner');
  return problems;
}
