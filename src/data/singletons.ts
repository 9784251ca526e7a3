/** Single-file pages of content/: the trust centre, the status page and the footer settings. */
import { getEntry, type CollectionEntry } from 'astro:content';

export async function getTrust(): Promise<CollectionEntry<'trust'>['data']> {
  const entry = await getEntry('trust', 'trust');
  if (!entry) throw new Error('content/trust/trust.yaml is missing or unreadable (see the error above)');
  return entry.data;
}

export async function getStatus(): Promise<CollectionEntry<'status'>['data']> {
  const entry = await getEntry('status', 'status');
  if (!entry) throw new Error('content/status/status.yaml is missing or unreadable (see the error above)');
  return entry.data;
}

export async function getFooter(): Promise<CollectionEntry<'footer'>['data']> {
  const entry = await getEntry('footer', 'footer');
  if (!entry) throw new Error('content/site/footer.yaml is missing or unreadable (see the error above)');
  return entry.data;
}
