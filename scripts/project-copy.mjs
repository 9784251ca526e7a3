// A temporary copy of the project, for builds that must never write to the real content/:
// the marketer scenarios (e2e/scenarios/) and the build-scaling bench.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

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
  '.cache',
]);

/** The environment for commands run in a copy: quiet output and a cache of its own. */
export const copyEnv = (dir) => ({
  ASTRO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: '0',
  NO_COLOR: '1',
  ASTRO_CACHE_DIR: join(dir, '.astro-cache'),
});

export function copyProject(prefix = 'project-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(PROJECT_ROOT, dir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(source.slice(PROJECT_ROOT.length + 1).split('/')[0] ?? ''),
  });
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'));
  return {
    dir,
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    write: (path, text) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    /** Runs `astro build` (and Pagefind when asked) in the copy; returns its exit status and output. */
    build: ({ search = false, nodeArgs = [], env = {}, timeout = 180_000 } = {}) => {
      const run = (args) =>
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
      const result = spawnSync(process.execPath, [join(dir, 'scripts/translations.mjs'), '--all'], {
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
      const server = spawn(
        process.execPath,
        [join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
        { cwd: dir, env: { ...process.env, ...copyEnv(dir) } },
      );
      let output = '';
      server.stdout.on('data', (chunk) => (output += chunk));
      server.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise((resolve) => server.once('exit', resolve));
      const stop = async () => {
        if (server.exitCode !== null || server.signalCode !== null) return;
        server.kill('SIGTERM');
        const killer = setTimeout(() => server.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      };
      const started = Date.now();
      while (!output.includes('watching for file changes')) {
        if (server.exitCode !== null || Date.now() - started > timeout) {
          await stop();
          throw new Error(`astro dev did not start:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const url = /Local\s+(http:\/\/[^\s/]+)/.exec(output)?.[1] ?? `http://127.0.0.1:${port}`;
      return { url, output: () => output, stop };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
