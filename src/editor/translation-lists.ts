import type { Collection, Field } from '@sveltia/cms';
import { EVERY_LANGUAGE, KEPT_AS_IS_FILE } from '../i18n/translation-files';
import { TRANSLATIONS } from '../i18n/locales';
import { CONTENT } from '../lib/project-files';

const languageName = new Intl.DisplayNames(['en'], { type: 'language' });

const textList = (name: string, label: string, hint: string): Field => ({
  name,
  label,
  widget: 'list',
  required: false,
  hint,
  field: { name: 'text', label: 'Text', widget: 'string' },
});

/**
 * content/same-in-translation.yaml, the texts a translation keeps exactly as in English: one list
 * for every language and one per translation. It is no content collection (the translation check
 * reads it, src/i18n/translation-files.ts), so its form is written here.
 */
export function translationLists(): Collection {
  return {
    name: 'translations',
    label: 'Translations: texts kept in English',
    description:
      'The build stops at a translated text that reads exactly as its English original, so nothing stays untranslated by mistake. List a text here only when it is right as it is: names of the brand, products, channels, plans, people, companies and places, code, and words the language uses as they are.',
    files: [
      {
        name: 'same-in-translation',
        label: 'Texts kept as in English',
        file: `${CONTENT.replace(/^\.\//, '')}/${KEPT_AS_IS_FILE}`,
        format: 'yaml',
        fields: [
          textList(EVERY_LANGUAGE, 'Every language', 'Texts every translation keeps as they are, e.g. `Relaymark`.'),
          ...TRANSLATIONS.map((locale) =>
            textList(
              locale,
              languageName.of(locale) ?? locale,
              `Texts only the ${languageName.of(locale) ?? locale} translation keeps as they are.`,
            ),
          ),
        ],
      },
    ],
  };
}
