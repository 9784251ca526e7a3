// `npm test`: every check, in the order a failure is cheapest to find. A stage is lanes run side
// by side; a lane is steps run one after another, and the first lane's output is shown as it
// comes (the others' is held and printed whole when each step ends). Lanes share nothing they
// write: the linters and checkers are single-threaded, so the unit tests use the other core
// meanwhile; the two builds together take the time of one; and the file checks run while
// Playwright starts its servers. When a step fails, the steps still running are stopped.
import { spawn, type ChildProcess } from 'node:child_process';

/** A step: its title, the command and its arguments, and what it adds to the environment. */
type Step = [title: string, command: string, args: string[], env?: Record<string, string>];
/** Steps run one after another. */
type Lane = Step[];
/** Lanes run side by side. */
type Stage = Lane[];

const stages: Stage[] = [
  [[['Lockfile usable by npm ci', 'node', ['scripts/complete-lockfile.ts', '--check']]]],
  [
    [
      ['Format (Prettier)', 'npx', ['prettier', '--check', '.']],
      ['Lint (ESLint)', 'npx', ['eslint', '.']],
      ['Lint the OpenAPI document (Spectral, Redocly)', 'node', ['scripts/lint-openapi.ts']],
      ['Type and template check (astro check)', 'npx', ['astro', 'check']],
    ],
    [['Unit tests (Vitest)', 'npx', ['vitest', 'run', '--project', 'unit']]],
  ],
  [
    [['Build', 'npm', ['run', 'build']]],
    // Its own outDir and cacheDir (astro.config.mjs): nothing it writes is the main build's.
    [
      [
        'Pseudo-localised build (dist-pseudo/, for the pseudo-locale checks)',
        'npx',
        ['astro', 'build'],
        { PSEUDO_LOCALE: '1' },
      ],
    ],
  ],
  [
    [
      ['Browser for the end-to-end tests', 'node', ['scripts/ensure-chromium.ts']],
      ['Browser tests (Playwright)', 'npx', ['playwright', 'test']],
    ],
    [['Checks on the built files (Vitest, e2e/files/)', 'npx', ['vitest', 'run', '--project', 'built']]],
  ],
];

const started = performance.now();
const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;
/** The steps running now, each in a process group of its own, so a failure can stop the rest. */
const running = new Set<ChildProcess>();
const stopAll = () =>
  running.forEach((child) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Its group has already exited.
    }
  });
/** The first step that failed: the others were stopped because of it. */
let firstFailure: StepResult | undefined;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

/** How a step ended: its title and exit status (1 when a signal stopped it). */
interface StepResult {
  title: string;
  status: number;
}

function run([title, command, args, env]: Step, shown: boolean): Promise<StepResult> {
  const stepStarted = performance.now();
  if (shown) console.log(`\n=== ${title} ===`);
  const child = spawn(command, args, {
    stdio: ['ignore', shown ? 'inherit' : 'pipe', shown ? 'inherit' : 'pipe'],
    env: { ...process.env, ...env },
    detached: true,
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      running.delete(child);
      if (!shown) console.log(`\n=== ${title} ===\n${Buffer.concat(output).toString().trimEnd()}`);
      console.log(`--- ${title}: ${signal ? `stopped (${signal})` : seconds(stepStarted)}`);
      resolve({ title, status: status ?? 1 });
    });
  });
}

/** Runs a lane's steps in order; at the first that fails, stops every step still running. */
async function runLane(lane: Lane, shown: boolean): Promise<void> {
  for (const step of lane) {
    const result = await run(step, shown);
    if (result.status !== 0) {
      firstFailure ??= result;
      stopAll();
      return;
    }
  }
}

for (const stage of stages) {
  await Promise.all(stage.map((lane, index) => runLane(lane, index === 0)));
  if (firstFailure) {
    console.error(`\n${firstFailure.title} failed (exit ${firstFailure.status}).`);
    process.exit(firstFailure.status);
  }
}

console.log(`\nAll checks passed in ${seconds(started)}.`);
