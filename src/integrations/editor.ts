import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { EDITOR_FILE, EDITOR_ROUTE, editorHtml } from '../editor/editor-page';

/**
 * Serves the content editor's page at /admin in `astro dev` and writes it into the build. It is
 * written outside Astro's pages on purpose: a page would get the site's layout and its
 * Content-Security-Policy <meta>, which the editor's script cannot run under; it carries its own.
 */
export default function editor(): AstroIntegration {
  return {
    name: 'content-editor',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const path = request.url?.split('?')[0];
          if (path !== EDITOR_ROUTE && path !== `${EDITOR_ROUTE}/`) return next();
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(editorHtml(process.env.EDITOR_AUTH_URL));
        });
      },
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL(EDITOR_FILE, dir), editorHtml(process.env.EDITOR_AUTH_URL));
      },
    },
  };
}
