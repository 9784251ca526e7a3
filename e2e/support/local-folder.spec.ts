import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { giveFolder } from './local-folder';

/** What the page sees: Chrome's types, with the members that lib.dom lacks. */
type Picker = { showDirectoryPicker(): Promise<FileSystemDirectoryHandle> };
type Movable = FileSystemFileHandle & {
  move(dir: FileSystemDirectoryHandle, name: string): Promise<void>;
  move(name: string): Promise<void>;
  remove(): Promise<void>;
  queryPermission(): Promise<PermissionState>;
};

let root: string;

test.beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'local-folder-'));
  const files: Record<string, string | Buffer> = {
    '.git/HEAD': 'ref: refs/heads/main\n',
    'content/blog/first.md': '# First\n',
    'content/blog/second.md': '# Second\n',
    'public/images/pic.png': Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    'notes.txt': 'notes',
  };
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), data);
  }
  mkdirSync(join(root, 'empty'));
});

test.afterEach(() => rmSync(root, { recursive: true, force: true }));

test('the page reads and writes a folder on disk through the File System Access API', async ({ page }) => {
  await giveFolder(page, root);
  await page.goto('/');

  const seen = await page.evaluate(async () => {
    const errorName = (promise: Promise<unknown>) =>
      promise.then(
        () => 'resolved',
        (error: Error) => error.name,
      );
    const list = async (dir: FileSystemDirectoryHandle) => {
      const names: string[] = [];
      for await (const [name, handle] of dir.entries()) names.push(`${name}:${handle.kind}`);
      return names.sort();
    };
    const top = await (window as unknown as Picker).showDirectoryPicker();
    const listing = await list(top);
    const content = await top.getDirectoryHandle('content');
    const blog = await content.getDirectoryHandle('blog');
    const first = await (await blog.getFileHandle('first.md')).getFile();
    const pic = await (
      await (await top.getDirectoryHandle('public')).getDirectoryHandle('images')
    ).getFileHandle('pic.png');
    const picBytes = new Uint8Array(await (await pic.getFile()).arrayBuffer());

    // A nested file, written in pieces of each kind; the file on disk stays empty until close().
    const year = await (
      await content.getDirectoryHandle('drafts', { create: true })
    ).getDirectoryHandle('2024', {
      create: true,
    });
    const created = await year.getFileHandle('new.md', { create: true });
    const writable = await created.createWritable();
    await writable.write('hello ');
    await writable.write(new Blob(['wor']));
    await writable.write(new TextEncoder().encode('ld!!'));
    await writable.write({ type: 'write', position: 0, data: 'H' });
    await writable.truncate(11);
    await writable.seek(11);
    await writable.write(new DataView(new TextEncoder().encode('.').buffer));
    (window as unknown as { pending: FileSystemWritableFileStream }).pending = writable;

    // An aborted write changes nothing.
    const aborted = await (await blog.getFileHandle('first.md')).createWritable({ keepExistingData: true });
    await aborted.write('overwritten');
    await aborted.abort();

    // Moves: into another directory with a new name, and a rename in place.
    const second = (await blog.getFileHandle('second.md')) as Movable;
    await second.move(await content.getDirectoryHandle('drafts'), 'moved.md');
    const notes = (await top.getFileHandle('notes.txt')) as Movable;
    await notes.move('renamed.txt');

    // The root handle survives IndexedDB, as the app stores it there.
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('handles');
      request.onupgradeneeded = () => request.result.createObjectStore('handles');
      request.onsuccess = () => resolve(request.result);
    });
    const store = () => db.transaction('handles', 'readwrite').objectStore('handles');
    await new Promise((resolve) => (store().put(top, 'root').onsuccess = resolve));
    const stored = await new Promise<FileSystemDirectoryHandle>((resolve) => {
      const request = store().get('root');
      request.onsuccess = () => resolve(request.result);
    });

    return {
      listing,
      keys: await Array.fromAsync(blog.keys()),
      first: { text: await first.text(), name: first.name, type: first.type, lastModified: first.lastModified },
      picOk: picBytes.length === 256 && picBytes.every((byte, i) => byte === i),
      moved: { name: second.name, text: await (await second.getFile()).text(), renamed: notes.name },
      resolved: await content.resolve(created),
      outside: await blog.resolve(top),
      same: await created.isSameEntry(await year.getFileHandle('new.md')),
      permission: await notes.queryPermission(),
      stored: await list(stored),
      errors: {
        missing: await errorName(blog.getFileHandle('missing.md')),
        missingDirectory: await errorName(top.getDirectoryHandle('missing')),
        fileAsDirectory: await errorName(top.getDirectoryHandle('renamed.txt')),
        directoryAsFile: await errorName(top.getFileHandle('content')),
        notEmpty: await errorName(top.removeEntry('public')),
        removeMissing: await errorName(top.removeEntry('missing')),
        badName: await errorName(top.getFileHandle('..')),
        slash: await errorName(top.getFileHandle('content/blog')),
        // The binding refuses paths out of the folder even when asked directly.
        escape: await (
          window as unknown as Record<string, (op: string, args: unknown[]) => Promise<{ error?: string }>>
        )['__localFolder']!('write', ['../escaped.txt', btoa('x')]).then((reply) => reply.error),
      },
    };
  });

  expect(seen).toEqual({
    listing: ['.git:directory', 'content:directory', 'empty:directory', 'notes.txt:file', 'public:directory'],
    keys: ['first.md'],
    first: {
      text: '# First\n',
      name: 'first.md',
      type: 'text/markdown',
      lastModified: Math.trunc(statSync(join(root, 'content/blog/first.md')).mtimeMs),
    },
    picOk: true,
    moved: { name: 'moved.md', text: '# Second\n', renamed: 'renamed.txt' },
    resolved: ['drafts', '2024', 'new.md'],
    outside: null,
    same: true,
    permission: 'granted',
    stored: ['.git:directory', 'content:directory', 'empty:directory', 'public:directory', 'renamed.txt:file'],
    errors: {
      missing: 'NotFoundError',
      missingDirectory: 'NotFoundError',
      fileAsDirectory: 'TypeMismatchError',
      directoryAsFile: 'TypeMismatchError',
      notEmpty: 'InvalidModificationError',
      removeMissing: 'NotFoundError',
      badName: 'TypeError',
      slash: 'TypeError',
      escape: 'SecurityError',
    },
  });

  const newFile = join(root, 'content/drafts/2024/new.md');
  expect(readFileSync(newFile, 'utf8')).toBe('');
  await page.evaluate(() => (window as unknown as { pending: FileSystemWritableFileStream }).pending.close());
  expect(readFileSync(newFile, 'utf8')).toBe('Hello world.');
  expect(readFileSync(join(root, 'content/blog/first.md'), 'utf8')).toBe('# First\n');
  expect(readFileSync(join(root, 'content/drafts/moved.md'), 'utf8')).toBe('# Second\n');
  expect(existsSync(join(root, 'content/blog/second.md'))).toBe(false);
  expect(readFileSync(join(root, 'renamed.txt'), 'utf8')).toBe('notes');
  expect(existsSync(join(root, '../escaped.txt'))).toBe(false);

  const removed = await page.evaluate(async () => {
    const top = await (window as unknown as Picker).showDirectoryPicker();
    await top.removeEntry('empty');
    await top.removeEntry('public', { recursive: true });
    await ((await top.getFileHandle('renamed.txt')) as Movable).remove();
    const names: string[] = [];
    for await (const name of top.keys()) names.push(name);
    return names.sort();
  });
  expect(removed).toEqual(['.git', 'content']);
  for (const gone of ['empty', 'public', 'renamed.txt']) expect(existsSync(join(root, gone))).toBe(false);
});
