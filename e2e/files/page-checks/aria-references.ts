import { selectAll } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';

const REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'for'] as const;

/** Every id that aria-labelledby, aria-describedby, aria-controls, aria-owns or a label's for names is on the page. */
export function ariaReferenceProblems(document: Document): string[] {
  const ids = new Set(selectAll<AnyNode, Element>('[id]', document).map((element) => element.attribs.id));
  const selector = REFERENCES.map((attribute) => `[${attribute}]`).join(', ');
  return selectAll<AnyNode, Element>(selector, document).flatMap((element) =>
    REFERENCES.flatMap((attribute) =>
      (element.attribs[attribute] ?? '')
        .split(/\s+/)
        .filter((id) => id && !ids.has(id))
        .map((id) => `${element.name} ${attribute}="${id}": no element has that id`),
    ),
  );
}
