// `node scripts/bench/suite-scaling.ts 0 1000`: runs `npm test` in a temporary copy of the project
// once per count of extra generated blog posts (the build-scaling bench's posts, never written into
// the real content/), and prints each step's time, the build's steps apart from the tests'. The
// suite's cost must not grow with content (e2e/README.md, "What a route costs"). Playwright uses
// E2E_PORT (7322 unless set) and the ports after it; each run takes many minutes.
import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyEnv, copyProject } from '../project-copy.ts';
import { writeGeneratedEntries } from '../generated-content.ts';

const counts = process.argv.slice(2).map(Number);
if (counts.length === 0 || counts.some((count) => !Number.isInteger(count) || count < 0))
  throw new Error('usage: node scripts/bench/suite-scaling.ts <extra posts> [<extra posts> ...]');
const BUILD_STEPS = /build/i;

/**
 * The processes a run left behind in its copy: a step stopped when another fails (scripts/test.ts)
 * can leave Playwright's servers running, on the ports the next run needs: each runs in the copy
 * or names it.
 */
function stopLeftovers(dir: string): void {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let where = '';
    try {
      where = `${readlinkSync(`/proc/${pid}/cwd`)} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8')}`;
    } catch {
      continue; // It has exited, or is not ours to read.
    }
    if (where.includes(dir) && Number(pid) !== process.pid) {
      try {
        process.kill(Number(pid), 'SIGTERM');
      } catch {
        // It has exited.
      }
    }
  }
}

/** Runs `npm test` in a copy with `extra` posts; resolves with its exit status and each step's seconds. */
async function suiteWithExtraPosts(extra: number) {
  const project = copyProject('suite-scaling-');
  // Kept after the copy is removed, for a failure's whole output.
  const log = join(tmpdir(), `suite-scaling-${extra}.log`);
  try {
    // Named as a company's posts, apart from those the marketer's scenario generates in its own copy.
    writeGeneratedEntries(project, { posts: extra }, { name: 'company' });
    const started = performance.now();
    const child = spawn('npm', ['test'], {
      cwd: project.dir,
      env: { ...process.env, ...copyEnv(project.dir), E2E_PORT: process.env.E2E_PORT ?? '7322' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = createWriteStream(log);
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        out.write(chunk);
        output += chunk;
      });
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    out.end();
    const steps = [...output.matchAll(/^--- (.+): (\d+) s$/gm)].map(([, title, seconds]) => ({
      title: title!,
      seconds: Number(seconds),
    }));
    if (status !== 0)
      console.error(`npm test with ${extra} extra posts failed (exit ${status}):\n${output.slice(-4000)}`);
    return { extra, status, wallSeconds: Math.round((performance.now() - started) / 1000), steps };
  } finally {
    stopLeftovers(project.dir);
    project.remove();
  }
}

const runs = [];
for (const count of counts) {
  const run = await suiteWithExtraPosts(count);
  runs.push(run);
  console.log(
    `\n${count} extra posts: npm test ${run.status === 0 ? 'passed' : 'FAILED'} in ${run.wallSeconds} s (output: ${join(tmpdir(), `suite-scaling-${count}.log`)})`,
  );
  for (const { title, seconds } of run.steps)
    console.log(`  ${BUILD_STEPS.test(title) ? 'build' : 'test '}  ${String(seconds).padStart(5)} s  ${title}`);
}
console.log(`\n${JSON.stringify(runs)}`);
if (runs.some((run) => run.status !== 0)) process.exitCode = 1;
