import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SampleLanguage } from '../../../src/lib/code-samples';
import type { Toolchain } from './toolchains';

/**
 * Runs code samples, each exactly as the docs show it, with RELAYMARK_API_KEY set and
 * every proxy variable removed (so requests to 127.0.0.1 go straight to the mock).
 * Each sample is bounded in time. Java, Node.js, Python and Ruby samples run one after
 * another in one process per language (a small harness beside this file), and Go samples
 * are linked into one program: starting a JVM, or Node.js, Python or Ruby with their HTTP libraries,
 * per sample takes minutes on a busy two-core machine. cURL and PHP run a process each.
 */

export interface SampleToRun {
  /** Unique among the samples run together; a file and folder name. */
  name: string;
  language: SampleLanguage;
  code: string;
}

export interface SampleRun {
  name: string;
  language: SampleLanguage;
  ok: boolean;
  /** The exit status, time-out or error, with the end of the output when it failed. */
  detail: string;
}

export interface RunOptions {
  toolchain: Toolchain;
  apiKey: string;
  /** Per sample. */
  timeoutMs: number;
  /** Samples run at once, for the languages that run a process per sample. */
  concurrency?: number;
}

const harness = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

/** Languages whose samples run in one process, and how: file layout and harness arguments. */
const HARNESSES: Partial<
  Record<SampleLanguage, { file: (name: string) => string; args: (seconds: number, names: string[]) => string[] }>
> = {
  java: {
    file: (name) => join(name, 'Example.java'),
    args: (seconds, names) => ['-Dfile.encoding=UTF-8', harness('JavaSamples.java'), String(seconds), ...names],
  },
  node: {
    file: (name) => `${name}.mjs`,
    args: (seconds, names) => [harness('node-samples.mjs'), String(seconds), ...names.map((name) => `${name}.mjs`)],
  },
  python: {
    file: (name) => `${name}.py`,
    args: (seconds, names) => [harness('python_samples.py'), String(seconds), ...names.map((name) => `${name}.py`)],
  },
  ruby: {
    file: (name) => `${name}.rb`,
    args: (seconds, names) => [harness('ruby_samples.rb'), String(seconds), ...names.map((name) => `${name}.rb`)],
  },
};

function sampleEnvironment(apiKey: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/_proxy$/i.test(name)));
  return {
    ...env,
    RELAYMARK_API_KEY: apiKey,
    NO_PROXY: '127.0.0.1,localhost',
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    GOTOOLCHAIN: 'local',
    GOPROXY: 'off',
    GOFLAGS: '-mod=mod',
  };
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<{ ok: boolean; detail: string; stdout: string }> {
  return new Promise((done) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, env: options.env, timeout: options.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 8 << 20 },
      (error, stdout, stderr) => {
        const tail = `${stdout}${stderr}`.trim().slice(-600);
        if (!error) return done({ ok: true, detail: 'exit 0', stdout });
        const reason = error.killed ? `timed out after ${options.timeoutMs} ms` : `exit ${String(error.code)}`;
        done({ ok: false, detail: `${reason}: ${tail}`, stdout });
      },
    );
  });
}

async function pool<T, R>(items: T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

const EXTENSIONS: Partial<Record<SampleLanguage, string>> = { curl: 'sh', php: 'php' };

async function runInOneProcess(samples: SampleToRun[], dir: string, options: RunOptions, env: NodeJS.ProcessEnv) {
  const language = samples[0]!.language;
  const { file, args } = HARNESSES[language]!;
  for (const sample of samples) {
    const path = join(dir, file(sample.name));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, sample.code);
  }
  const seconds = Math.ceil(options.timeoutMs / 1000);
  const names = samples.map((sample) => sample.name);
  // Each sample is bounded by the harness; the whole run by the sum, plus time to start and compile.
  const { detail, stdout } = await run(options.toolchain.command, args(seconds, names), {
    cwd: dir,
    env,
    timeoutMs: 30_000 + samples.length * (options.timeoutMs + 5_000),
  });
  return samples.map((sample): SampleRun => {
    const line = stdout.split('\n').find((text) => text.startsWith(`@@RESULT ${sample.name} `));
    const result = line?.slice(`@@RESULT ${sample.name} `.length) ?? `no result (${detail})`;
    return { name: sample.name, language, ok: result === 'ok', detail: result };
  });
}

/**
 * A Go sample as a package of one program: its `package main` and `func main()` renamed, the only
 * change to what the docs show, so the samples link once instead of once each.
 */
function goPackage(sample: SampleToRun): string {
  const code = sample.code
    .replace(/^package main$/m, `package ${sample.name}`)
    .replace(/^func main\(\) \{$/m, 'func Main() {');
  if (!code.includes(`package ${sample.name}\n`) || !code.includes('func Main() {'))
    throw new Error(`${sample.name}: a Go sample is a main package with a main function`);
  return code;
}

/** The program's main: runs the sample named on the command line, as its own program would run. */
const goDispatcher = (names: string[]) => `package main

import (
\t"os"
${names.map((name) => `\t${name} "samples/${name}"`).join('\n')}
)

var samples = map[string]func(){
${names.map((name) => `\t"${name}": ${name}.Main,`).join('\n')}
}

func main() {
\tsamples[os.Args[1]]()
}
`;

async function runGo(samples: SampleToRun[], dir: string, options: RunOptions, env: NodeJS.ProcessEnv) {
  await writeFile(join(dir, 'go.mod'), 'module samples\n\ngo 1.16\n');
  for (const sample of samples) {
    await mkdir(join(dir, sample.name));
    await writeFile(join(dir, sample.name, 'main.go'), goPackage(sample));
  }
  await writeFile(join(dir, 'main.go'), goDispatcher(samples.map((sample) => sample.name)));
  const build = await run(options.toolchain.command, ['build', '-ldflags=-s -w', '-o', 'bin/samples', '.'], {
    cwd: dir,
    env,
    // Seventy small packages in one program: a minute on a busy CI machine.
    timeoutMs: 600_000,
  });
  return pool(samples, options.concurrency ?? 2, async (sample): Promise<SampleRun> => {
    const result = await run(join(dir, 'bin', 'samples'), [sample.name], {
      cwd: dir,
      env,
      timeoutMs: options.timeoutMs,
    }).catch((error: unknown) => ({ ok: false, detail: String(error) }));
    const detail = build.ok ? result.detail : `go build: ${build.detail}`;
    return { name: sample.name, language: 'go', ok: result.ok, detail };
  });
}

/** Runs samples of one language; the toolchain must be available. */
export async function runSamples(samples: SampleToRun[], options: RunOptions): Promise<SampleRun[]> {
  const language = samples[0]?.language;
  if (!language) return [];
  if (samples.some((sample) => sample.language !== language)) throw new Error('runSamples takes one language');
  const dir = await mkdtemp(join(tmpdir(), `relaymark-samples-${language}-`));
  const env = sampleEnvironment(options.apiKey);
  try {
    if (HARNESSES[language]) return await runInOneProcess(samples, dir, options, env);
    if (language === 'go') return await runGo(samples, dir, options, env);
    const extension = EXTENSIONS[language];
    if (!extension) throw new Error(`No runner for ${language}`);
    return await pool(samples, options.concurrency ?? 2, async (sample): Promise<SampleRun> => {
      const path = join(dir, `${sample.name}.${extension}`);
      await writeFile(path, sample.code);
      const result = await run(options.toolchain.command, [path], {
        cwd: dir,
        env,
        timeoutMs: options.timeoutMs,
      });
      return { name: sample.name, language, ok: result.ok, detail: result.detail };
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
