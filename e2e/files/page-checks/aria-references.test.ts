import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../support/parsed-html';
import { ariaReferenceProblems } from './aria-references';

const problemsIn = (body: string) =>
  ariaReferenceProblems(parseHtml(`<!doctype html><html><body>${body}</body></html>`));

describe('the ARIA references check', () => {
  it('passes references to ids on the page, several ids in one attribute among them', () => {
    const body =
      '<h2 id="plans">Plans</h2><p id="note">Billed yearly</p><section aria-labelledby="plans" aria-describedby="plans  note"></section>' +
      '<button aria-controls="menu">Menu</button><ul id="menu"></ul><label for="email">E-mail</label><input id="email">' +
      '<div role="listbox" aria-owns="option"></div><div id="option" role="option"></div>';
    expect(problemsIn(body)).toEqual([]);
  });

  it.each([
    [
      'aria-labelledby',
      '<section aria-labelledby="plans-heading"></section>',
      'section aria-labelledby="plans-heading"',
    ],
    ['aria-describedby', '<input aria-describedby="hint">', 'input aria-describedby="hint"'],
    ['aria-controls', '<button aria-controls="menu">Menu</button>', 'button aria-controls="menu"'],
    ['aria-owns', '<div role="listbox" aria-owns="option"></div>', 'div aria-owns="option"'],
    ['a label’s for', '<label for="email">E-mail</label><input id="e-mail">', 'label for="email"'],
  ])('names an id that %s names and the page lacks', (_, body, reference) => {
    expect(problemsIn(`<p id="text">Text</p>${body}`)).toEqual([`${reference}: no element has that id`]);
  });

  it('names each missing id of a list, not the ones found', () => {
    expect(problemsIn('<p id="a">A</p><div aria-describedby="a b c"></div>')).toEqual([
      'div aria-describedby="b": no element has that id',
      'div aria-describedby="c": no element has that id',
    ]);
  });
});
