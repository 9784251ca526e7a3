// What `npm run translations` lists, loaded through Vite by scripts/translations.ts: the content
// schemas decide what is wording, so the collections are read as the build reads them.
import { collections } from '../src/content.config.ts';
import { translationStatus, type StatusRow } from '../src/i18n/translation-status.ts';
import { translationReport } from '../src/loaders/translation-report.ts';

/** Every translated file of this project's content, with its status. */
export const contentTranslationStatus = (): StatusRow[] => translationStatus(translationReport(collections), '.');
