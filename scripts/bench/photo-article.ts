// A blog post whose cover and body image are a camera photo (4000 × 3000 JPEG, about 4.8 MB, made
// here, never committed), built in a temporary copy and measured by Lighthouse beside the
// reference page: the article's LCP against the floor, as for the routes of the real build.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { cameraPhoto } from '../camera-photo.ts';
import { copyProject } from '../project-copy.ts';
import { OBSERVED_WITH_SLOW_CPU, runLighthouse } from './lighthouse.ts';
import { REFERENCE_ROUTE, writeReferencePage } from './reference-pages.ts';
import { startServer } from './server.ts';
import { startSlowStartServer } from './slow-start-server.ts';

export const PHOTO_POST = 'webhook-best-practices';
export const PHOTO_ROUTE = `/blog/${PHOTO_POST}`;
/** Measured in the same run, for comparison: a post with a drawn (SVG) cover, and the blog's list. */
export const COMPARED_ROUTES = ['/blog/fax-in-healthcare', '/blog'];

/** The post's cover and an image in its body become the photo. */
function withPhoto(markdown: string): string {
  return markdown
    .replace(/^ {2}src: .*$/m, '  src: ./images/bench-camera.jpg')
    .replace(/^## /m, '![A wall in low light](./images/bench-camera.jpg)\n\n## ');
}

export async function photoArticle(runs: number, port: number) {
  const project = copyProject('bench-photo-');
  try {
    writeFileSync(join(project.dir, 'content/blog/images/bench-camera.jpg'), await cameraPhoto());
    const file = `content/blog/${PHOTO_POST}.md`;
    project.write(file, withPhoto(project.read(file)));
    const build = project.build({ timeout: 600_000 });
    if (build.status !== 0) throw new Error(`the photo article's build failed:\n${build.output.slice(-2000)}`);
    writeReferencePage(join(project.dir, 'dist'));
    const routes = [REFERENCE_ROUTE, PHOTO_ROUTE, ...COMPARED_ROUTES];
    const server = await startServer(project.dir, port);
    let simulated;
    try {
      simulated = await runLighthouse(server.origin, routes, runs);
    } finally {
      server.stop();
    }
    // The simulation starts the cover's request only once the whole document is in; streamed,
    // Chromium starts it from the preload in the document's first bytes.
    const streamed = await startSlowStartServer(join(project.dir, 'dist'), port + 1);
    try {
      return { simulated, streamed: await runLighthouse(streamed.origin, routes, runs, OBSERVED_WITH_SLOW_CPU) };
    } finally {
      streamed.stop();
    }
  } finally {
    project.remove();
  }
}
