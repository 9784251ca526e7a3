/** The pages around a solution sub-page (content/solution-pages): its parent, for the breadcrumbs, and the related pages. */
import type { CollectionEntry } from 'astro:content';
import type { Locale } from '../i18n/locales';
import { getLocalized } from './localized';
import { urlsIn } from '../links/links';

export async function getSolutionPageRelatives(page: CollectionEntry<'solution-pages'>, locale: Locale) {
  const { data } = page;
  const links = urlsIn(locale);
  // The parent is a solution (/solutions/marketing) or itself a sub-page (/solutions/integrations).
  const parentSolution = (await getLocalized('solutions', locale)).find((solution) => solution.id === data.parent);
  const parentPage =
    page.id === data.parent
      ? undefined
      : (await getLocalized('solution-pages', locale)).find((other) => other.id === data.parent);
  const parent = parentSolution
    ? { href: links.solution(parentSolution.id), name: parentSolution.data.name, text: parentSolution.data.description }
    : parentPage
      ? { href: links.solution(parentPage.id), name: parentPage.data.name, text: parentPage.data.description }
      : undefined;
  const siblings = (await getLocalized('solution-pages', locale))
    .filter((other) => other.data.parent === data.parent && other.id !== page.id && other.id !== data.parent)
    .sort((a, b) => a.data.name.localeCompare(b.data.name, locale));
  // The parent first, then the other sub-pages of the same parent, by name.
  const related = [
    ...(parent ? [{ href: parent.href, title: parent.name, text: parent.text }] : []),
    ...siblings.map((other) => ({
      href: links.solution(other.id),
      title: other.data.name,
      text: other.data.description,
    })),
  ];
  return { parent, related };
}
