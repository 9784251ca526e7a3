// Lints content/developers/openapi.yaml with two tools nobody here wrote: Spectral (`spectral:oas`,
// from .spectral.yaml) and Redocly (`recommended`, from redocly.yaml). Any error or warning fails.
// Both run offline: Redocly's telemetry and update check are switched off.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOCUMENT = 'content/developers/openapi.yaml';
const SEVERITY = ['error', 'warning', 'info', 'hint'];

/** One finding of either tool, in the words this report prints. */
interface Problem {
  severity: string;
  rule: string;
  where: string;
  message: string;
}

/** A finding in Spectral's JSON report (`--format json`): severity 0 is an error. */
interface SpectralProblem {
  code: string;
  message: string;
  severity: number;
  path: (string | number)[];
  range: { start: { line: number } };
}

/** Redocly's JSON report (`--format json`). */
interface RedoclyReport {
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location?: { pointer?: string }[];
  }[];
}

/** Runs a linter through npx and reads the JSON report it writes to stdout; exits when there is none. */
function run<Report>(args: string[], env: Record<string, string> = {}): Report {
  const result = spawnSync('npx', args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return JSON.parse(result.stdout);
  } catch {
    console.error(`${args.slice(0, 2).join(' ')} gave no report (exit ${result.status}):\n${result.stderr}`);
    process.exit(1);
  }
}

const spectral: Problem[] = run<SpectralProblem[]>([
  'spectral',
  'lint',
  '--ruleset',
  '.spectral.yaml',
  '--format',
  'json',
  '--quiet',
  DOCUMENT,
]).map((problem) => ({
  severity: SEVERITY[problem.severity] ?? 'info',
  rule: problem.code,
  where: `${DOCUMENT}:${problem.range.start.line + 1} ${problem.path.join('.')}`,
  message: problem.message,
}));

const redocly: Problem[] = run<RedoclyReport>(
  ['redocly', 'lint', '--config', 'redocly.yaml', '--format', 'json', DOCUMENT],
  {
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  },
).problems.map((problem) => ({
  severity: problem.severity === 'warn' ? 'warning' : problem.severity,
  rule: problem.ruleId,
  where: problem.location?.[0]?.pointer ?? '',
  message: problem.message,
}));

let failed = false;
const reports: [string, Problem[]][] = [
  ['Spectral (spectral:oas)', spectral],
  ['Redocly (recommended)', redocly],
];
for (const [tool, problems] of reports) {
  const count = (severity: string) => problems.filter((problem) => problem.severity === severity).length;
  console.log(`${tool}: ${count('error')} errors, ${count('warning')} warnings`);
  for (const problem of problems)
    console.log(`  ${problem.severity} ${problem.rule} ${problem.where}\n    ${problem.message}`);
  if (count('error') + count('warning') > 0) failed = true;
}
process.exit(failed ? 1 : 0);
