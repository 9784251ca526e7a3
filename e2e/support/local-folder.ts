import { lstat, mkdir, open, readdir, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import { basename, extname, isAbsolute, relative, resolve } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Gives a page a real folder on disk through the File System Access API.
 *
 * A test cannot click in the operating system's folder picker (headless Chromium aborts
 * `showDirectoryPicker()`), so the page gets a `showDirectoryPicker` of ours, resolving to handles
 * that behave like Chrome's for what Sveltia CMS's "Work with Local Repository" uses. Every call on
 * them is done on disk under the folder by the test process, before the call's promise settles.
 */

type Kind = 'file' | 'directory';
/** What the binding answers: a value, or the name and message of the DOMException to throw in the page. */
type Reply = { value: unknown } | { error: string; message: string };

const BINDING = '__localFolder';

/** The type a `File` is given, by extension; like Chrome, an extension it doesn't know gets ''. */
const TYPES: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  xml: 'text/xml',
  csv: 'text/csv',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff2: 'font/woff2',
};

/** Chrome's name for what went wrong on disk. */
const ERRNO_NAMES: Record<string, string> = {
  ENOENT: 'NotFoundError',
  ENOTDIR: 'TypeMismatchError',
  EISDIR: 'TypeMismatchError',
  ENOTEMPTY: 'InvalidModificationError',
  EEXIST: 'InvalidModificationError',
  EINVAL: 'InvalidModificationError',
  EACCES: 'NotAllowedError',
  EPERM: 'NotAllowedError',
};

class FolderError extends Error {
  readonly domName: string;
  constructor(domName: string, message: string) {
    super(message);
    this.domName = domName;
  }
}

/** The operations the page asks for, on paths relative to `root` ('' is the root, '/' separates). */
function folderOps(root: string) {
  const onDisk = (path: string) => {
    const back = relative(root, resolve(root, path));
    if (isAbsolute(path) || path.split(/[\\/]/).includes('..') || back.startsWith('..') || isAbsolute(back)) {
      throw new FolderError('SecurityError', `${path} is outside ${root}`);
    }
    return resolve(root, path);
  };
  // Only files and directories are seen; a symbolic link, which could lead out of root, is not.
  const kindAt = async (path: string): Promise<Kind | undefined> => {
    const stats = await lstat(onDisk(path)).catch(() => undefined);
    if (stats?.isDirectory()) return 'directory';
    return stats?.isFile() ? 'file' : undefined;
  };

  return {
    /** Checks that `path` is a `kind`, creating it first if it is missing and `create` is set. */
    async get(path: string, kind: Kind, create: boolean): Promise<void> {
      const found = await kindAt(path);
      if (found === kind) return;
      if (found) throw new FolderError('TypeMismatchError', `${path} is a ${found}, not a ${kind}`);
      if (!create) throw new FolderError('NotFoundError', `${path} does not exist`);
      if (kind === 'directory') await mkdir(onDisk(path));
      else await writeFile(onDisk(path), '', { flag: 'wx' });
    },
    async list(path: string): Promise<[string, Kind][]> {
      const entries = await readdir(onDisk(path), { withFileTypes: true });
      return entries.flatMap((entry): [string, Kind][] => {
        if (entry.isDirectory()) return [[entry.name, 'directory']];
        return entry.isFile() ? [[entry.name, 'file']] : [];
      });
    },
    /** The bytes (base64), the modification time and the type of a file. */
    async read(path: string): Promise<[string, number, string]> {
      const file = await open(onDisk(path));
      try {
        const [bytes, stats] = [await file.readFile(), await file.stat()];
        return [bytes.toString('base64'), Math.trunc(stats.mtimeMs), TYPES[extname(path).slice(1).toLowerCase()] ?? ''];
      } finally {
        await file.close();
      }
    },
    async write(path: string, base64: string): Promise<void> {
      await writeFile(onDisk(path), Buffer.from(base64, 'base64'));
    },
    async remove(path: string, recursive: boolean): Promise<void> {
      const found = await kindAt(path);
      if (!found) throw new FolderError('NotFoundError', `${path} does not exist`);
      if (found === 'file') await unlink(onDisk(path));
      else if (recursive) await rm(onDisk(path), { recursive: true });
      else await rmdir(onDisk(path)); // ENOTEMPTY: InvalidModificationError, as in Chrome
    },
    async move(from: string, to: string): Promise<void> {
      await rename(onDisk(from), onDisk(to));
    },
  };
}

type Ops = ReturnType<typeof folderOps>;

/**
 * Makes `window.showDirectoryPicker()` in `page` resolve to a handle for the folder `root`, from the next
 * navigation on. Call it once per page, before `page.goto`.
 */
export async function giveFolder(page: Page, root: string): Promise<void> {
  const ops = folderOps(resolve(root));
  await page.exposeFunction(BINDING, async (op: string, args: unknown[]): Promise<Reply> => {
    try {
      if (!Object.hasOwn(ops, op)) throw new FolderError('NotSupportedError', `no operation ${op}`);
      const run = ops[op as keyof Ops] as (...args: unknown[]) => Promise<unknown>;
      return { value: await run(...args) };
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      const name = error instanceof FolderError ? error.domName : (ERRNO_NAMES[code ?? ''] ?? 'UnknownError');
      return { error: name, message };
    }
  });
  await page.addInitScript(installPicker, { binding: BINDING, rootName: basename(resolve(root)) });
}

/** Runs in the page: everything it uses must be inside it. */
function installPicker({ binding, rootName }: { binding: string; rootName: string }) {
  async function call<K extends keyof Ops>(op: K, ...args: Parameters<Ops[K]>): Promise<Awaited<ReturnType<Ops[K]>>> {
    const send = (window as unknown as Record<string, (op: string, args: unknown[]) => Promise<Reply>>)[binding];
    const reply = await send!(op, args);
    if ('error' in reply) throw new DOMException(reply.message, reply.error);
    return reply.value as Awaited<ReturnType<Ops[K]>>;
  }

  const encode = (bytes: Uint8Array) => {
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  };
  const decode = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

  const childPath = (dir: string, name: string) => {
    if (name === '' || name === '.' || name === '..' || /[/\\]/.test(name))
      throw new TypeError(`Name is not allowed: ${name}`);
    return dir ? `${dir}/${name}` : name;
  };
  const parentPath = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

  // Methods live on the prototypes and instances hold only data, so a handle can be stored in IndexedDB.
  class LocalHandle {
    declare kind: Kind;
    declare name: string;
    declare path: string;
    constructor(kind: Kind, name: string, path: string) {
      this.kind = kind;
      this.name = name;
      this.path = path;
    }
    async isSameEntry(other: LocalHandle) {
      return other.kind === this.kind && other.path === this.path;
    }
    async queryPermission() {
      return 'granted' as const;
    }
    async requestPermission() {
      return 'granted' as const;
    }
    async remove({ recursive = false } = {}) {
      await call('remove', this.path, recursive);
    }
    /** move(newName), or move(directory, newName?) */
    async move(to: LocalDirectoryHandle | string, newName?: string) {
      const name = typeof to === 'string' ? to : (newName ?? this.name);
      const path = childPath(typeof to === 'string' ? parentPath(this.path) : to.path, name);
      await call('move', this.path, path);
      this.name = name;
      this.path = path;
    }
  }

  class LocalDirectoryHandle extends LocalHandle {
    constructor(name: string, path: string) {
      super('directory', name, path);
    }
    async *entries(): AsyncGenerator<[string, LocalDirectoryHandle | LocalFileHandle]> {
      for (const [name, kind] of await call('list', this.path)) {
        const path = childPath(this.path, name);
        yield [name, kind === 'directory' ? new LocalDirectoryHandle(name, path) : new LocalFileHandle(name, path)];
      }
    }
    async *keys() {
      for await (const [name] of this.entries()) yield name;
    }
    async *values() {
      for await (const [, handle] of this.entries()) yield handle;
    }
    [Symbol.asyncIterator]() {
      return this.entries();
    }
    async getDirectoryHandle(name: string, { create = false } = {}) {
      const path = childPath(this.path, name);
      await call('get', path, 'directory', create);
      return new LocalDirectoryHandle(name, path);
    }
    async getFileHandle(name: string, { create = false } = {}) {
      const path = childPath(this.path, name);
      await call('get', path, 'file', create);
      return new LocalFileHandle(name, path);
    }
    async removeEntry(name: string, { recursive = false } = {}) {
      await call('remove', childPath(this.path, name), recursive);
    }
    /** The names leading from this directory to `other`, or null if it is not inside. */
    async resolve(other: LocalHandle) {
      if (other.path === this.path) return [];
      const prefix = this.path ? `${this.path}/` : '';
      return other.path.startsWith(prefix) ? other.path.slice(prefix.length).split('/') : null;
    }
  }

  class LocalFileHandle extends LocalHandle {
    constructor(name: string, path: string) {
      super('file', name, path);
    }
    async getFile() {
      const [base64, lastModified, type] = await call('read', this.path);
      return new File([decode(base64)], this.name, { lastModified, type });
    }
    async createWritable({ keepExistingData = false } = {}) {
      if (keepExistingData) return new LocalWritable(this.path, decode((await call('read', this.path))[0]));
      await call('get', this.path, 'file', false);
      return new LocalWritable(this.path, new Uint8Array());
    }
  }

  const toBytes = async (data: BufferSource | Blob | string) => {
    if (typeof data === 'string') return new TextEncoder().encode(data);
    if (data instanceof Blob) return new Uint8Array(await data.arrayBuffer());
    if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    if (data instanceof ArrayBuffer) return new Uint8Array(data);
    throw new TypeError('write() takes a string, Blob, ArrayBuffer, TypedArray, DataView or WriteParams');
  };
  const isData = (chunk: FileSystemWriteChunkType): chunk is BufferSource | Blob | string =>
    typeof chunk === 'string' || chunk instanceof Blob || chunk instanceof ArrayBuffer || ArrayBuffer.isView(chunk);

  /** Writes go to a copy in memory, put on disk by close() (Chrome's swap file); abort() drops it. */
  class LocalWritable extends WritableStream<FileSystemWriteChunkType> {
    constructor(path: string, bytes: Uint8Array) {
      let position = 0;
      const resize = (size: number) => {
        const next = new Uint8Array(size);
        next.set(bytes.subarray(0, size));
        bytes = next;
      };
      super({
        write: async (chunk) => {
          const params: WriteParams = isData(chunk) ? { type: 'write', data: chunk } : chunk;
          if (params.type === 'truncate') {
            if (params.size == null) throw new DOMException('truncate needs a size', 'SyntaxError');
            resize(params.size);
            position = Math.min(position, params.size);
            return;
          }
          if (params.position != null) position = params.position;
          if (params.type === 'seek') {
            if (params.position == null) throw new DOMException('seek needs a position', 'SyntaxError');
            return;
          }
          if (params.data == null) throw new DOMException('write needs data', 'SyntaxError');
          const data = await toBytes(params.data);
          if (position + data.length > bytes.length) resize(position + data.length);
          bytes.set(data, position);
          position += data.length;
        },
        close: () => call('write', path, encode(bytes)),
      });
    }
    async write(data: FileSystemWriteChunkType) {
      const writer = this.getWriter();
      try {
        await writer.write(data);
      } finally {
        writer.releaseLock();
      }
    }
    seek(position: number) {
      return this.write({ type: 'seek', position });
    }
    truncate(size: number) {
      return this.write({ type: 'truncate', size });
    }
  }

  Object.defineProperty(window, 'showDirectoryPicker', {
    configurable: true,
    value: async () => new LocalDirectoryHandle(rootName, ''),
  });

  // IndexedDB keeps a handle's data, not its class: give a handle read back its methods again.
  const result = Object.getOwnPropertyDescriptor(IDBRequest.prototype, 'result')!;
  Object.defineProperty(IDBRequest.prototype, 'result', {
    ...result,
    get(this: IDBRequest) {
      const value: unknown = result.get!.call(this);
      if (
        value instanceof Object &&
        Object.getPrototypeOf(value) === Object.prototype &&
        Object.keys(value).join() === 'kind,name,path'
      ) {
        const { kind } = value as LocalHandle;
        Object.setPrototypeOf(value, kind === 'directory' ? LocalDirectoryHandle.prototype : LocalFileHandle.prototype);
      }
      return value;
    },
  });
}
