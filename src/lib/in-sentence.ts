/** Languages that capitalise every noun: a field's label keeps its capital inside a sentence. */
const NOUNS_CAPITALISED = new Set(['de']);

/** A field's label as it reads inside a sentence ("Enter your email"), in the page's language (a BCP 47 tag). */
export function labelInSentence(label: string, lang: string): string {
  const language = lang.split('-')[0]!.toLowerCase();
  return NOUNS_CAPITALISED.has(language) ? label : label.toLocaleLowerCase(lang);
}
