import { existsSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getEntry } from 'astro:content';
import { singleEntry } from './single-entry';
import { SINGLE_FILES, singleFileId, type SingleFile } from '../content.config';
import { collections } from '../content.config';

vi.mock('astro:content', () => ({ getEntry: vi.fn(), defineCollection: <T>(collection: T) => collection }));
const entries = vi.mocked(getEntry as (collection: string, id: string) => Promise<unknown>);

describe('singleEntry', () => {
  beforeEach(() => entries.mockReset());

  it('asks for the one entry by its file name and hands back its data', async () => {
    entries.mockResolvedValue({ id: 'page', data: { title: 'Changelog' } });
    await expect(singleEntry('page', 'en')).resolves.toEqual({ title: 'Changelog' });
    expect(entries).toHaveBeenCalledWith('page', 'page');
  });

  it('asks for a translation inside its language folder', async () => {
    entries.mockResolvedValue({ id: 'de/page', data: { title: 'Änderungsprotokoll' } });
    await expect(singleEntry('page', 'de')).resolves.toEqual({ title: 'Änderungsprotokoll' });
    expect(entries).toHaveBeenCalledWith('page', 'de/page');
  });

  it('shows the English file in a language whose translation is not written yet', async () => {
    entries.mockImplementation(async (_, id) => (id === 'page' ? { id, data: { title: 'Changelog' } } : undefined));
    await expect(singleEntry('page', 'de')).resolves.toEqual({ title: 'Changelog' });
    expect(entries.mock.calls).toEqual([
      ['page', 'de/page'],
      ['page', 'page'],
    ]);
  });

  it('hands a page in a language its links in that language', async () => {
    const navigation = { brand: 'Relaymark', pricing: { label: 'Precios', href: '/pricing' } };
    entries.mockResolvedValue({ id: 'es/navigation', data: navigation });
    await expect(singleEntry('navigation', 'es')).resolves.toEqual({
      brand: 'Relaymark',
      pricing: { label: 'Precios', href: '/es/pricing' },
    });
    await expect(singleEntry('navigation', 'en')).resolves.toEqual(navigation);
  });

  it('stops the build naming the file when the entry is missing or broke its schema', async () => {
    entries.mockResolvedValue(undefined);
    await expect(singleEntry('compose-form', 'es')).rejects.toThrow(
      'content/forms/compose-form.yaml is missing or unreadable (see the error above)',
    );
  });
});

describe('the single-file collections', () => {
  const names = Object.keys(SINGLE_FILES) as SingleFile[];

  it.each(names)('%s is a collection whose file exists, and its entry is named after the file', (name) => {
    expect(collections).toHaveProperty(name);
    expect(existsSync(`content/${SINGLE_FILES[name]}`)).toBe(true);
    expect(SINGLE_FILES[name].endsWith(`/${singleFileId(name)}.yaml`)).toBe(true);
  });
});
