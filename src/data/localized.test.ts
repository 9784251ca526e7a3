import { describe, expect, it } from 'vitest';
import { langOf, langOfItem, langOfText, markInEnglish, markWhollyInEnglish, withLang } from './localized';

const footer = () => ({
  blurb: 'Mensajería para cada empresa',
  copyright: '© Relaymark',
  columns: [
    { id: 'company', heading: 'Empresa', links: [{ label: 'Sobre nosotros', href: '/es/about' }] },
    { id: 'legal', heading: 'Legal', links: [{ label: 'Privacy', href: '/es/privacy' }] },
  ],
});

describe('what a translated page shows in English', () => {
  it('marks a list item the translation lacks as a whole, and a text it lacks on its own', () => {
    const data = footer();
    markInEnglish(data, [['copyright'], ['columns', 1], ['columns', 0, 'links', 0, 'label']]);
    const [company, legal] = data.columns;
    expect(langOfText(data, 'copyright')).toBe('en');
    expect(langOfText(data, 'blurb')).toBeUndefined();
    expect(langOf(legal!)).toBe('en');
    expect(langOf(company!)).toBeUndefined();
    expect(langOfText(company!, 'heading')).toBeUndefined();
    expect(langOfItem(company!.links[0]!, 'label')).toBe('en');
  });

  it('does not mark a text again inside an item in English as a whole, nor the same data read again', () => {
    const data = footer();
    markWhollyInEnglish(data.columns[1]!);
    markInEnglish(data, [['columns', 1, 'heading']]);
    expect(langOfText(data.columns[1]!, 'heading')).toBeUndefined();
    expect(langOf(data.columns[1]!)).toBe('en');
    expect(langOf(footer().columns[1]!)).toBeUndefined();
  });

  it('passes the mark to an island in the item’s props, and leaves an item in the page’s language as it is', () => {
    const data = footer();
    markInEnglish(data, [['columns', 0, 'links', 0]]);
    const [english] = data.columns[0]!.links;
    const [spanish] = data.columns[1]!.links;
    expect(withLang(english!, 'label')).toEqual({ label: 'Sobre nosotros', href: '/es/about', lang: 'en' });
    expect(withLang(spanish!, 'label')).toBe(spanish);
  });

  it('ignores a place the data does not have', () => {
    const data = footer();
    markInEnglish(data, [
      ['columns', 5, 'heading'],
      ['newsletter', 'heading'],
    ]);
    expect(data.columns.map((column) => langOf(column))).toEqual([undefined, undefined]);
  });
});
