import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../support/parsed-html';
import { accessibleNameProblems } from './accessible-names';

const problemsIn = (body: string) =>
  accessibleNameProblems(parseHtml(`<!doctype html><html><body>${body}</body></html>`));

describe('the accessible-name check', () => {
  it('passes every way a control or image is named, and what is not read', () => {
    const body = [
      // Named by aria-labelledby, aria-label, title, inner text, an image's alt inside.
      '<span id="close-label">Close</span><button aria-labelledby="close-label"><svg></svg></button>',
      '<a href="/a" aria-label="Home"><svg></svg></a><a href="/b" title="Blog"></a><a href="/c">Careers</a>',
      '<button><img src="/menu.svg" alt="Menu"></button><div role="button">Open</div><span role="link">More</span>',
      // Form fields named by a label for their id, a label around them, a placeholder.
      '<label for="email">E-mail</label><input id="email" type="email">',
      '<label>Country <select name="country"></select></label><textarea placeholder="Your message"></textarea>',
      // Buttons the browser names, inputs not shown, image buttons with alt.
      '<input type="submit"><input type="reset"><input type="hidden" name="token">',
      '<input type="button" value="Send"><input type="image" src="/go.png" alt="Go">',
      // Images: alt (empty is decorative), a named role="img", a presentational one; a titled frame.
      '<img src="/logo.svg" alt="Relaymark"><img src="/line.svg" alt=""><div role="img" aria-label="Chart"></div>',
      '<img src="/deco.svg" role="presentation"><iframe src="/map" title="Map"></iframe>',
      // A link without href is no link; nothing hidden or in a template is read.
      '<a>anchor</a><div hidden><button></button></div><div aria-hidden="true"><a href="/x"></a></div>',
      '<template><img src="/t.svg"></template><noscript><iframe src="/n"></iframe></noscript>',
    ].join('');
    expect(problemsIn(body)).toEqual([]);
  });

  it.each([
    ['an image without alt', '<img src="/favicon.svg">', 'image without alt: img[src="/favicon.svg"]'],
    ['a role="img" without a name', '<div role="img"><svg></svg></div>', 'image without alt: div'],
    ['a frame without title', '<iframe src="/map"></iframe>', 'frame without title: iframe[src="/map"]'],
    ['an empty button', '<button type="button"></button>', 'button without a name: button[type="button"]'],
    [
      'a button whose only image is decorative',
      '<button id="menu"><img src="/menu.svg" alt=""></button>',
      'button without a name: button#menu',
    ],
    [
      'a button named by a missing id',
      '<button aria-labelledby="nowhere" id="close"></button>',
      'button without a name: button#close',
    ],
    [
      'a role="button" with hidden text only',
      '<div role="button"><span hidden>Open</span></div>',
      'button without a name: div',
    ],
    [
      'an input button without a value',
      '<input type="button" value=" ">',
      'button without a name: input[type="button"]',
    ],
    [
      'an image button without alt',
      '<input type="image" src="/go.png">',
      'image button without alt: input[type="image"][src="/go.png"]',
    ],
    ['a text field without a label', '<input name="email">', 'form field without a label: input[name="email"]'],
    [
      'a field whose label names another id',
      '<label for="phone">Phone</label><input id="email" type="email">',
      'form field without a label: input[type="email"]#email',
    ],
    ['a select without a label', '<select id="country"></select>', 'form field without a label: select#country'],
    [
      'a textarea without a label',
      '<textarea name="message"></textarea>',
      'form field without a label: textarea[name="message"]',
    ],
    ['an empty link', '<a href="/pricing"></a>', 'link without a name: a[href="/pricing"]'],
    [
      'a link whose text is hidden from assistive technology',
      '<a href="/x" aria-label=" "><span aria-hidden="true">X</span></a>',
      'link without a name: a[href="/x"]',
    ],
    ['a role="link" without text', '<span role="link"></span>', 'link without a name: span'],
  ])('names %s', (_, body, message) => {
    expect(problemsIn(`<p>Text</p>${body}`)).toEqual([message]);
  });

  it('names each problem once, in document order', () => {
    expect(problemsIn('<a href="/a"></a><img src="/b.png"><button></button>')).toEqual([
      'link without a name: a[href="/a"]',
      'image without alt: img[src="/b.png"]',
      'button without a name: button',
    ]);
  });
});
