// A temporary copy of the project, for builds that must never write to the real content/:
// the marketer scenarios (e2e/scenarios/) and the build-scaling bench.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { sampledPosts, type SampleOptions } from './blog-sample.ts';
import { EDGE_SERVER_ENV, edgeServerArgv } from './edge-server.ts';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');

/** Build output, caches and test artefacts: never part of a copy. */
const NOT_COPIED = new Set([
  'node_modules',
  'dist',
  'dist-pseudo',
  '.astro',
  '.git',
  'test-results',
  'playwright-report',
  'bench',
  '.tmp',
  // A copy's own caches (copyEnv) and the edge server's state: a copy made inside a copy (the suite
  // bench's, whose scenarios copy it again) would otherwise start from another build's content store.
  '.cache',
  '.wrangler',
]);

/**
 * The environment for commands run in a copy: quiet output and a cache of its own, in a folder git
 * ignores (as CI's): Tailwind reads every file git does not ignore for class names, and would find
 * some in a cache the last build left there, so a rebuild would write another stylesheet.
 */
export const copyEnv = (dir: string): Record<string, string> => ({
  ASTRO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: '0',
  NO_COLOR: '1',
  ASTRO_CACHE_DIR: join(dir, '.cache/astro'),
  VITE_CACHE_DIR: join(dir, '.cache/vite'),
});

/** What a copy keeps of the blog: the newest `newest`, the `named` slugs, and every post they or the site link to. */
export type BlogSample = Pick<SampleOptions, 'newest' | 'named'>;

/** Keeps only the sample of the blog's posts (blog-sample.ts) in a copy, and their translations. */
function sampleBlog(dir: string, { newest, named }: BlogSample): void {
  const blog = join(dir, 'content/blog');
  const posts = readdirSync(blog)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ slug: file.slice(0, -'.md'.length), text: readFileSync(join(blog, file), 'utf8') }));
  const otherContent = readdirSync(join(dir, 'content'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(md|ya?ml)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/^content\/blog\/[^/]+\.md$/.test(relative(dir, path)))
    .map((path) => readFileSync(path, 'utf8'));
  const kept = sampledPosts(posts, { newest, named, otherContent });
  const translations = readdirSync(blog, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const { slug } of posts.filter((post) => !kept.has(post.slug)))
    for (const folder of ['', ...translations.map((entry) => entry.name)])
      rmSync(join(blog, folder, `${slug}.md`), { force: true });
}

/** A server started in a copy: its output so far, and a stop that resolves once it has exited. */
export interface RunningServer {
  output(): string;
  stop(): Promise<void>;
}

/** How a server is started and when it counts as serving. */
interface ServeOptions {
  cwd: string;
  env: Record<string, string>;
  timeout: number;
  ready: (output: string) => boolean | Promise<boolean>;
}

/**
 * Starts a server in a copy; resolves once `ready` says it serves, with its output so far and a stop
 * function that resolves once it has exited (its process group killed outright if it ignores SIGTERM for 5 s).
 */
async function serve(
  command: string,
  args: string[],
  { cwd, env, timeout, ready }: ServeOptions,
): Promise<RunningServer> {
  const server = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true });
  const pid = server.pid;
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    if (pid === undefined) return;
    try {
      process.kill(-pid, name);
    } catch {
      // The group has already exited.
    }
  };
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    signal('SIGTERM');
    const killer = setTimeout(() => signal('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  };
  const started = Date.now();
  while (!(await ready(output))) {
    if (server.exitCode !== null || Date.now() - started > timeout) {
      await stop();
      throw new Error(`${command} ${args.join(' ')} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { output: () => output, stop };
}

/** How a copy is built. */
export interface BuildOptions {
  /** Also build the Pagefind search index, as `npm run build` does. */
  search?: boolean;
  nodeArgs?: string[];
  env?: Record<string, string>;
  timeout?: number;
}

/** A command's exit status (null when it was stopped) and everything it printed. */
export interface CommandResult {
  status: number | null;
  output: string;
}

/** A temporary copy of the project and what can be done in it. */
export interface ProjectCopy {
  dir: string;
  read(path: string): string;
  write(path: string, text: string): void;
  build(options?: BuildOptions): CommandResult;
  translations(): CommandResult;
  dev(options: { port: number; timeout?: number }): Promise<RunningServer & { url: string }>;
  edge(options: { port: number; timeout?: number }): Promise<RunningServer & { url: string }>;
  remove(): void;
}

/**
 * A copy of the project in a temporary folder. `blogSample` keeps only the posts a scenario needs
 * (blog-sample.ts): the newest `newest`, the `named` slugs and what the site links to.
 */
export function copyProject(prefix = 'project-', { blogSample }: { blogSample?: BlogSample } = {}): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(PROJECT_ROOT, dir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(source.slice(PROJECT_ROOT.length + 1).split('/')[0] ?? ''),
  });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'));
  if (blogSample) sampleBlog(dir, blogSample);
  return {
    dir,
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    // Written aside, then renamed into place: a watcher that reads the file on its first change event
    // (astro dev) never sees it empty or half written.
    write: (path, text) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      const aside = join(dir, `.write-${process.pid}`);
      writeFileSync(aside, text);
      renameSync(aside, join(dir, path));
    },
    /** Runs `astro build` (and Pagefind when asked) in the copy; returns its exit status and output. */
    build: ({ search = false, nodeArgs = [], env = {}, timeout = 180_000 }: BuildOptions = {}) => {
      const run = (args: string[]) =>
        spawnSync(process.execPath, args, {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, ...copyEnv(dir), ...env },
          maxBuffer: 64 * 1024 * 1024,
          timeout,
        });
      const astro = run([...nodeArgs, join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'build']);
      let output = `${astro.stdout}\n${astro.stderr}`;
      if (astro.status === 0 && search) {
        const pagefind = run([
          join(PROJECT_ROOT, 'node_modules/pagefind/lib/runner/bin.cjs'),
          '--site',
          'dist',
          '--silent',
        ]);
        output += `\n${pagefind.stdout}\n${pagefind.stderr}`;
        return { status: pagefind.status, output };
      }
      return { status: astro.status, output };
    },
    /** Runs `npm run translations` in the copy: what its content still needs translating. */
    translations: () => {
      const result = spawnSync(process.execPath, [join(dir, 'scripts/translations.ts'), '--all'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, ...copyEnv(dir) },
      });
      return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
    },
    /**
     * Starts `astro dev` in the copy; resolves once it serves, with the URL it printed (Vite moves
     * to the next port when the asked one is taken), its output so far, and a stop function that
     * resolves once the server has exited (killed outright if it ignores SIGTERM for 5 s).
     */
    dev: async ({ port, timeout = 120_000 }) => {
      const server = await serve(
        process.execPath,
        [join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
        { cwd: dir, env: copyEnv(dir), timeout, ready: (output) => output.includes('watching for file changes') },
      );
      const url = /Local\s+(http:\/\/[^\s/]+)/.exec(server.output())?.[1] ?? `http://127.0.0.1:${port}`;
      return { url, ...server };
    },
    /** Serves the copy's dist/ with Cloudflare's runtime, as `npm run preview` does; resolves once it answers. */
    edge: async ({ port, timeout = 120_000 }) => {
      const url = `http://127.0.0.1:${port}`;
      const [command, ...args] = edgeServerArgv('dist', port);
      const server = await serve(command, args, {
        cwd: dir,
        env: EDGE_SERVER_ENV,
        timeout,
        ready: () =>
          fetch(url).then(
            (response) => response.ok,
            () => false,
          ),
      });
      return { url, ...server };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
