// Builds a temporary copy of the project with N extra generated blog posts (never written
// into the real content/) and measures wall time and the build process's peak memory.
import { join } from 'node:path';
import { copyProject, PROJECT_ROOT } from '../project-copy.mjs';

const CATEGORIES = ['Guides', 'Engineering', 'Product Updates', 'Customer Stories'];

/** A generated blog post (Markdown with front matter), the same for a given index. */
export function post(index) {
  const day = String((index % 28) + 1).padStart(2, '0');
  return `---
title: "Benchmark post ${index}: delivery notes for high-volume senders"
excerpt: "A generated post used only to measure how the build scales with the number of articles."
date: 2025-${String((index % 12) + 1).padStart(2, '0')}-${day}
author: Benchmark Writer
category: ${CATEGORIES[index % CATEGORIES.length]}
image:
  src: ./images/webhook-best-practices.svg
  alt: Abstract illustration of messages flowing between services
---

## Why volume changes everything

Sending ${index} messages a minute is a different problem from sending one. Queues, retries and
carrier throughput all start to matter, and so does how you read delivery reports.

## What to measure

Track accepted, delivered and failed counts per channel, and alert on the delivery rate rather than
on single failures. Keep webhooks fast: answer with a 2xx status and do the work in a queue.
`;
}

export function buildWithExtraPosts(extra) {
  const project = copyProject('bench-build-');
  try {
    for (let index = 1; index <= extra; index += 1) project.write(`content/blog/bench-post-${index}.md`, post(index));
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
