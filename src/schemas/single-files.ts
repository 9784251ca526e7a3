import type { TranslatedCollection } from '../i18n/content-languages';
import { glob } from '../loaders/glob';
import { CONTENT } from './fields';

/**
 * The collections made of one YAML file, and that file under content/. The collection's loader
 * and the build error for a missing file (src/data/single-entry.ts) both read the path here.
 */
export const SINGLE_FILES = {
  navigation: 'site/navigation.yaml',
  footer: 'site/footer.yaml',
  shell: 'site/shell.yaml',
  'not-found': 'site/not-found.yaml',
  search: 'site/search.yaml',
  home: 'site/home.yaml',
  templates: 'site/templates.yaml',
  llms: 'site/llms.yaml',
  languages: 'site/languages.yaml',
  trust: 'trust/trust.yaml',
  status: 'status/status.yaml',
  schedule: 'account/schedule.yaml',
  compose: 'account/compose.yaml',
  dashboard: 'account/dashboard.yaml',
  reports: 'account/reports.yaml',
  reference: 'developers/reference.yaml',
  page: 'changelog/page.yaml',
  forms: 'forms/forms.yaml',
  login: 'forms/login.yaml',
  register: 'forms/register.yaml',
  'compose-form': 'forms/compose-form.yaml',
} as const satisfies Record<string, `${string}/${string}.yaml`>;

export type SingleFile = keyof typeof SINGLE_FILES;

/** The files translated into every language (src/i18n/content-languages.ts says which). */
export type TranslatedSingleFile = Extract<SingleFile, TranslatedCollection>;

const parts = (name: SingleFile) => {
  const path = SINGLE_FILES[name];
  const slash = path.lastIndexOf('/');
  return { folder: path.slice(0, slash), file: path.slice(slash + 1) };
};

/** The id of the collection's one entry: its file's name without `.yaml`. */
export const singleFileId = (name: SingleFile) => parts(name).file.replace(/\.yaml$/, '');

/** Loads the collection's one file (src/loaders/languages.ts adds its translations). */
export function singleFileLoader(name: SingleFile) {
  const { folder, file } = parts(name);
  return glob({ pattern: file, base: `${CONTENT}/${folder}` });
}
