// Makes sure the browser tests have a Chromium: Playwright cannot download its own here.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium-path.ts';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no browser is there.`);
  process.exit(1);
}

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!hasAptGet || !isRoot) {
  console.error(
    'No Chromium found for the browser tests. Install it with: sudo apt-get install -y chromium ' +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
  );
  process.exit(1);
}

console.log("No Chromium found: installing Debian's chromium package with apt-get...");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed; install Chromium by hand: apt-get install -y chromium`);
    process.exit(1);
  }
}
const installed = findChromium();
if (!installed) {
  console.error('apt-get finished but no Chromium binary was found; set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`Chromium: ${installed}`);
