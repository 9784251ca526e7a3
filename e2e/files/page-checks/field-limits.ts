import { selectAll } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';

/** The fields a visitor types text into: text areas, and inputs of a text-like type (text when none is named). */
const TEXT_FIELDS =
  'textarea, input:not([type]), input[type="text" i], input[type="email" i], input[type="password" i], ' +
  'input[type="search" i], input[type="tel" i], input[type="url" i]';

/** Every field a visitor types into takes a bounded number of characters (maxlength): no text can be long enough to hold the page. */
export function fieldLimitProblems(document: Document): string[] {
  return selectAll<AnyNode, Element>(TEXT_FIELDS, document)
    .filter((field) => !/^[1-9]\d*$/.test(field.attribs['maxlength'] ?? ''))
    .map((field) => `text field without a maxlength: ${field.name}[name="${field.attribs['name'] ?? ''}"]`);
}
