// `npm test`: every check, in the order a failure is cheapest to find. A stage is lanes run side
// by side; a lane is steps run one after another. Lanes share nothing they write: the linters
// and checkers are single-threaded, so the unit tests use the other core meanwhile (122 s one
// after another, 107 s side by side), and the two builds together take the time of one.
import { spawn } from 'node:child_process';

const stages = [
  [[['Lockfile usable by npm ci', 'node', ['scripts/complete-lockfile.mjs', '--check']]]],
  [
    [
      ['Format (Prettier)', 'npx', ['prettier', '--check', '.']],
      ['Lint (ESLint)', 'npx', ['eslint', '.']],
      ['Lint the OpenAPI document (Spectral, Redocly)', 'node', ['scripts/lint-openapi.mjs']],
      ['Type and template check (astro check)', 'npx', ['astro', 'check']],
    ],
    [['Unit tests (Vitest)', 'npx', ['vitest', 'run', '--project', 'unit']]],
  ],
  [
    [['Build', 'npm', ['run', 'build']]],
    // Its own outDir and cacheDir (astro.config.mjs): nothing it writes is the main build's.
    [
      [
        'Pseudo-localised build (dist-pseudo/, for e2e/pseudo-locale.spec.ts)',
        'npx',
        ['astro', 'build'],
        { PSEUDO_LOCALE: '1' },
      ],
    ],
  ],
  [
    [['Checks on the built files (Vitest, e2e/files/)', 'npx', ['vitest', 'run', '--project', 'built']]],
    [['Browser for the end-to-end tests', 'node', ['scripts/ensure-chromium.mjs']]],
  ],
  [[['Browser tests (Playwright)', 'npx', ['playwright', 'test']]]],
];

const started = performance.now();
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Runs one step; beside others its output is held and printed whole when it ends, so logs do not interleave. */
function run([title, command, args, env], alone) {
  const stepStarted = performance.now();
  if (alone) console.log(`\n=== ${title} ===`);
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) console.log(`\n=== ${title} ===\n${Buffer.concat(output).toString().trimEnd()}`);
      console.log(`--- ${title}: ${seconds(stepStarted)}`);
      resolve({ title, status });
    });
  });
}

/** Runs a lane's steps in order; stops at the first that fails. */
async function runLane(lane, alone) {
  for (const step of lane) {
    const result = await run(step, alone);
    if (result.status !== 0) return result;
  }
  return { status: 0 };
}

for (const stage of stages) {
  const results = await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)));
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    console.error(`\n${failed.title} failed (exit ${failed.status}).`);
    process.exit(failed.status ?? 1);
  }
}

console.log(`\nAll checks passed in ${seconds(started)}.`);
