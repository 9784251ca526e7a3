// Generated content entries for builds of a project copy with volume: the build-scaling and
// list-pages benches, and the marketer's scenario (e2e/scenarios/marketer-build.spec.ts).
// Dated in 2025, so every build after that publishes them whatever day it runs.
import type { ProjectCopy } from './project-copy.ts';

const CATEGORIES = ['Guides', 'Engineering', 'Product Updates', 'Customer Stories'];

/** The `index`th generated date: one a day, counting back from 2025-12-28 (12 months of 28 days). */
const day = (index: number): string =>
  `2025-${String(12 - (Math.floor(index / 28) % 12)).padStart(2, '0')}-${String(28 - (index % 28)).padStart(2, '0')}`;

/** A blog post in one of today's four categories, in turn. */
export function generatedPost(index: number): string {
  return `---
title: "Benchmark post ${index}: delivery notes for high-volume senders"
excerpt: "Post ${index}: a generated post used only to measure how the build scales with the number of articles."
date: ${day(index)}
author: Benchmark Writer
category: ${CATEGORIES[index % CATEGORIES.length]}
image:
  src: ./images/webhook-best-practices.svg
  alt: Abstract illustration of messages flowing between services, for post ${index}
---

## Why volume changes everything

Sending ${index} messages a minute is a different problem from sending one. Queues, retries and
carrier throughput all start to matter, and so does how you read delivery reports.

## What to measure

Track accepted, delivered and failed counts per channel, and alert on the delivery rate rather than
on single failures. Keep status callbacks fast: answer with a 2xx status and do the work in a queue.
`;
}

/** A press release. */
export function generatedPressRelease(index: number): string {
  return `---
title: "Generated release ${index}: Relaymark adds capacity for high-volume senders"
date: ${day(index)}
excerpt: "Release ${index}: a generated press release used only to measure how the newsroom pages scale with the number of releases."
---

Relaymark today announced more sending capacity for customers who send ${index} messages a minute.
`;
}

/** A changelog entry. */
export function generatedChangelogEntry(index: number): string {
  return `---
title: "Generated change ${index}: faster delivery reports"
date: ${day(index)}
type: improved
products: [sms]
summary: "A generated changelog entry used only to measure how the changelog pages scale with the number of entries."
---

Delivery reports for batch ${index} now arrive sooner.
`;
}

/**
 * Writes `count` generated entries of each kind into a project copy (scripts/project-copy.ts), as
 * `{name}-post-1.md`, ...: a scenario that adds its own to a copy which already has some (the suite
 * bench's, named "company") tells them apart by name.
 */
export function writeGeneratedEntries(
  project: Pick<ProjectCopy, 'write'>,
  { posts = 0, releases = 0, changes = 0 }: { posts?: number; releases?: number; changes?: number },
  { name = 'generated' }: { name?: string } = {},
): void {
  for (let index = 1; index <= posts; index += 1)
    project.write(`content/blog/${name}-post-${index}.md`, generatedPost(index));
  for (let index = 1; index <= releases; index += 1)
    project.write(`content/press/${name}-release-${index}.md`, generatedPressRelease(index));
  for (let index = 1; index <= changes; index += 1)
    project.write(`content/changelog/${name}-change-${index}.md`, generatedChangelogEntry(index));
}
