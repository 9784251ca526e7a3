import { getEntry, type CollectionEntry } from 'astro:content';

type FormCollection = 'forms' | 'login' | 'register' | 'compose-form';

/** The copy of one form: content/forms/{name}.yaml, or a build error naming the file. */
export async function getFormCopy<C extends FormCollection>(name: C): Promise<CollectionEntry<C>['data']> {
  const entry = await getEntry(name, name);
  if (!entry) throw new Error(`content/forms/${name}.yaml is missing or unreadable (see the error above)`);
  return entry.data as CollectionEntry<C>['data'];
}
