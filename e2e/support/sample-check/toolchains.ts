import { spawnSync } from 'node:child_process';
import type { SampleLanguage } from '../../../src/lib/code-samples';

/**
 * Which languages' samples this machine can run. Every one but C# must be, on every machine
 * (.ci/run installs them from Debian's packages). There is no C# toolchain in Debian's packages:
 * C# samples are checked by parsing their literal (literals.ts), not run.
 */

export interface Toolchain {
  available: boolean;
  /** The program that runs the samples. */
  command: string;
  /** What the toolchain said its version is, or why it cannot be used. */
  note: string;
}

/** The Debian packages that provide each language's toolchain (the ones .ci/run installs). */
export const DEBIAN_PACKAGES: Record<SampleLanguage, string[]> = {
  curl: ['curl'],
  node: [],
  python: ['python3-requests'],
  php: ['php-cli', 'php-curl'],
  ruby: ['ruby'],
  java: ['default-jdk-headless'],
  csharp: [],
  go: ['golang-go'],
};

/** The command that installs the toolchains of `languages` on Debian. */
export const installLine = (languages: SampleLanguage[]) =>
  `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${[
    ...new Set(languages.flatMap((language) => DEBIAN_PACKAGES[language])),
  ].join(' ')}`;

function ask(command: string, args: string[]): { ok: boolean; out: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 15_000 });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

const missing = (command: string, note: string): Toolchain => ({ available: false, command, note });

function curl(): Toolchain {
  const version = ask('curl', ['--version']);
  if (!version.ok) return missing('curl', 'curl not found');
  if (!ask('bash', ['-c', 'true']).ok) return missing('bash', 'bash not found');
  return { available: true, command: 'bash', note: version.out.split('\n')[0]!.split(' ').slice(0, 2).join(' ') };
}

function python(): Toolchain {
  for (const command of ['python3', '/usr/bin/python3', 'python']) {
    const probe = ask(command, ['-c', 'import sys, requests; print(sys.version.split()[0], requests.__version__)']);
    if (probe.ok) return { available: true, command, note: `Python ${probe.out.replace(' ', ', requests ')}` };
  }
  return missing('python3', 'no python3 with the requests package (Debian: python3-requests)');
}

function php(): Toolchain {
  const probe = ask('php', ['-r', 'echo PHP_VERSION, function_exists("curl_init") ? "" : " without curl";']);
  if (!probe.ok) return missing('php', 'php not found (Debian: php-cli php-curl)');
  if (probe.out.endsWith('without curl')) return missing('php', `PHP ${probe.out} (Debian: php-curl)`);
  return { available: true, command: 'php', note: `PHP ${probe.out}` };
}

function ruby(): Toolchain {
  const probe = ask('ruby', ['-e', 'require "net/http"; require "json"; print RUBY_VERSION']);
  return probe.ok
    ? { available: true, command: 'ruby', note: `Ruby ${probe.out}` }
    : missing('ruby', 'ruby not found (Debian: ruby)');
}

function go(): Toolchain {
  const probe = ask('go', ['version']);
  const minor = Number(/go1\.(\d+)/.exec(probe.out)?.[1] ?? 0);
  if (!probe.ok) return missing('go', 'go not found (Debian: golang-go)');
  // io.ReadAll, used by the samples, arrived in Go 1.16.
  if (minor < 16) return missing('go', `${probe.out}: Go 1.16 or later is needed`);
  return { available: true, command: 'go', note: probe.out.replace(/^go version /, '') };
}

function java(): Toolchain {
  const probe = ask('javac', ['-version']);
  const major = Number(/javac (\d+)/.exec(probe.out)?.[1] ?? 0);
  if (!probe.ok || !ask('java', ['-version']).ok)
    return missing('java', 'java/javac not found (Debian: default-jdk-headless)');
  // Text blocks, used by the samples, arrived in Java 15.
  if (major < 15) return missing('java', `${probe.out}: Java 15 or later is needed`);
  return { available: true, command: 'java', note: probe.out };
}

export function detectToolchains(): Record<SampleLanguage, Toolchain> {
  return {
    curl: curl(),
    node: { available: true, command: process.execPath, note: `Node.js ${process.version}` },
    python: python(),
    php: php(),
    ruby: ruby(),
    java: java(),
    csharp: missing('dotnet', 'not run: Debian has no .NET SDK; the body literal is parsed instead'),
    go: go(),
  };
}
