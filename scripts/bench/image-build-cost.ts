// What camera photos cost the build: a temporary copy with N generated posts, each with its own
// camera photo (4000 × 3000 JPEG, about 4.8 MB) as cover and in its body, built twice. The first
// build starts from an empty cache (the copy's own ASTRO_CACHE_DIR) and makes every copy of every
// photo; the second finds them in <cacheDir>/assets/ and only writes the pages.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cameraPhoto } from '../camera-photo.ts';
import { copyProject, type ProjectCopy } from '../project-copy.ts';

function post(index: number): string {
  const day = String((index % 28) + 1).padStart(2, '0');
  return `---
title: "Photo post ${index}: a day at the delivery desk"
excerpt: "A generated post with a camera photo, used only to measure what photos cost the build."
date: 2025-${String((index % 12) + 1).padStart(2, '0')}-${day}
author: Benchmark Writer
category: Customer Stories
image:
  src: ./images/photo-${index}.jpg
  alt: The delivery desk in low light
---

## Before the morning queue

The desk opens at eight, before the first batch of reminders goes out.

![The queue board at the delivery desk](./images/photo-${index}.jpg)

## After

Every message of the morning batch was delivered before nine.
`;
}

const timed = (project: ProjectCopy): number => {
  const started = performance.now();
  const result = project.build({ timeout: 3_600_000 });
  const ms = Math.round(performance.now() - started);
  if (result.status !== 0) throw new Error(`the photo build failed:\n${result.output.slice(-2000)}`);
  return ms;
};

export async function imageBuildCost(count: number) {
  const project = copyProject('bench-images-');
  try {
    for (let index = 1; index <= count; index += 1) {
      writeFileSync(join(project.dir, `content/blog/images/photo-${index}.jpg`), await cameraPhoto({ seed: index }));
      project.write(`content/blog/photo-post-${index}.md`, post(index));
    }
    const coldMs = timed(project);
    const warmMs = timed(project);
    return { photos: count, coldMs, warmMs };
  } finally {
    project.remove();
  }
}
