// Builds a temporary copy of the project with N extra generated blog posts (never written
// into the real content/) and measures wall time and the build process's peak memory.
import { join } from 'node:path';
import { copyProject, PROJECT_ROOT } from '../project-copy.mjs';
import { writeGeneratedEntries } from '../generated-content.mjs';

export function buildWithExtraPosts(extra) {
  const project = copyProject('bench-build-');
  try {
    writeGeneratedEntries(project, { posts: extra });
    const started = performance.now();
    const result = project.build({ nodeArgs: ['--import', join(PROJECT_ROOT, 'scripts/bench/max-rss.mjs')] });
    const ms = performance.now() - started;
    if (result.status !== 0) throw new Error(`build with ${extra} extra posts failed:\n${result.output.slice(-2000)}`);
    const rss = Number(/BENCH_MAX_RSS_KB=(\d+)/.exec(result.output)?.[1] ?? NaN);
    return { extraPosts: extra, wallMs: Math.round(ms), peakMemoryMb: Math.round(rss / 1024) };
  } finally {
    project.remove();
  }
}
