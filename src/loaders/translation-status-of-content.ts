import { collections } from '../content.config';
import { translationStatus, type StatusRow } from '../i18n/translation-status';
import { translationReport } from './translation-report';

/** What `npm run translations` lists: every translated file of this project's content, with its status. */
export const contentTranslationStatus = (): StatusRow[] => translationStatus(translationReport(collections), '.');
