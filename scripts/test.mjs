// `npm test`: every check, in the order a failure is cheapest to find.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Lockfile usable by npm ci', 'node', ['scripts/complete-lockfile.mjs', '--check']],
  ['Format (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['Lint (ESLint)', 'npx', ['eslint', '.']],
  ['Lint the OpenAPI document (Spectral, Redocly)', 'node', ['scripts/lint-openapi.mjs']],
  ['Unit tests (Vitest)', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['Type and template check (astro check)', 'npx', ['astro', 'check']],
  ['Build', 'npm', ['run', 'build']],
  ['Checks on the built files (Vitest, e2e/files/)', 'npx', ['vitest', 'run', '--project', 'built']],
  [
    'Pseudo-localised build (dist-pseudo/, for e2e/pseudo-locale.spec.ts)',
    'npx',
    ['astro', 'build'],
    { PSEUDO_LOCALE: '1' },
  ],
  ['Browser for the end-to-end tests', 'node', ['scripts/ensure-chromium.mjs']],
  ['Browser tests (Playwright)', 'npx', ['playwright', 'test']],
];

const started = performance.now();
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

for (const [title, command, args, env] of steps) {
  console.log(`\n=== ${title} ===`);
  const stepStarted = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`--- ${title}: ${seconds(stepStarted)}`);
  if (status !== 0) {
    console.error(`\n${title} failed (exit ${status}).`);
    process.exit(status ?? 1);
  }
}

console.log(`\nAll checks passed in ${seconds(started)}.`);
