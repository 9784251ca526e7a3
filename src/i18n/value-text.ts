/**
 * A text that is a value rather than wording, so a translation keeps it: a URL or path, an e-mail
 * address, an id, slug or icon name (one lower-case token), a code name (sendSms), or a text with no letters
 * outside its placeholders.
 */
export function isValueNotWording(text: string): boolean {
  const trimmed = text.trim();
  // Placeholders ({count}) are filled in by the page: what is left around them is the wording.
  if (!/\p{L}/u.test(trimmed.replace(/\{\w+\}/g, ''))) return true;
  if (/^(\/|#|https?:|mailto:|tel:)/.test(trimmed) || /^[^\s@]+@[^\s@]+$/.test(trimmed)) return true;
  return /^[a-z0-9][a-z0-9._-]*$/.test(trimmed) || /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(trimmed);
}
