// Builds a temporary copy of the project with N extra generated blog posts (never written into
// the real content/) three times: cold (Astro's cache, processed images and share images empty, as
// on a fresh clone), warm (the same copy again, its cache kept, as on a developer's machine or a
// CI runner that keeps .cache/: every page is copied from the cache), and warm after one new post
// (a marketer's usual change: every page is rendered again, and the post-build steps reuse what
// they can). Measures wall time with the search index (what `npm run build`
// does), the build process's peak memory, and each post-build step's own time.
import { join } from 'node:path';
import { copyProject, PROJECT_ROOT, type ProjectCopy } from '../project-copy.ts';
import { generatedPost, writeGeneratedEntries } from '../generated-content.ts';

/** The steps' own times, as the post-build pipeline logs them ("[post-build] link gate: 812 ms"). */
const stepTimes = (output: string): Record<string, number> =>
  Object.fromEntries(
    [...output.matchAll(/\[post-build\] ([\w ]+): (\d+) ms/g)].map(([, step, ms]) => [step, Number(ms)]),
  );

/** One build's wall time, the build process's peak memory, and each post-build step's own time. */
export interface TimedBuild {
  wallMs: number;
  peakMemoryMb: number;
  steps: Record<string, number>;
}

function timedBuild(project: ProjectCopy, extra: number, pass: string): TimedBuild {
  const started = performance.now();
  const result = project.build({
    search: true,
    timeout: 1_800_000,
    nodeArgs: ['--import', join(PROJECT_ROOT, 'scripts/bench/max-rss.ts')],
  });
  const ms = performance.now() - started;
  if (result.status !== 0)
    throw new Error(`${pass} build with ${extra} extra posts failed:\n${result.output.slice(-2000)}`);
  const rss = Number(/BENCH_MAX_RSS_KB=(\d+)/.exec(result.output)?.[1] ?? NaN);
  return { wallMs: Math.round(ms), peakMemoryMb: Math.round(rss / 1024), steps: stepTimes(result.output) };
}

export function buildWithExtraPosts(extra: number) {
  const project = copyProject('bench-build-');
  try {
    writeGeneratedEntries(project, { posts: extra });
    const cold = timedBuild(project, extra, 'cold');
    const warm = timedBuild(project, extra, 'warm');
    project.write(`content/blog/generated-post-${extra + 1}.md`, generatedPost(extra + 1));
    const newPost = timedBuild(project, extra, 'new post');
    return { extraPosts: extra, cold, warm, newPost };
  } finally {
    project.remove();
  }
}
