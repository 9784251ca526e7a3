import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { errorLine } from '../lib/content-error-location';
import { currentContentErrors, onContentErrors, type ContentError } from '../loaders/content-errors';

/**
 * `astro dev` only logs a content file that fails to reload and keeps serving the old page.
 * This puts the error in the browser instead, in Astro's error overlay, with the file, the
 * line and what to do; fixing the file clears it and reloads the page.
 */
export default function contentErrorOverlay(): AstroIntegration {
  return {
    name: 'content-error-overlay',
    hooks: {
      'astro:server:setup': ({ server }) => {
        // Every content loader watches for changes with a listener of its own. There are more
        // than Node's default of 50, so it would print a memory-leak warning that is not one.
        server.watcher.setMaxListeners(200);
        const root = server.config.root;
        const overlay = (error: ContentError) => {
          const path = fileURLToPath(new URL(error.file, `file://${root}/`));
          let source = '';
          try {
            source = readFileSync(path, 'utf8');
          } catch {
            // A deleted file: the overlay names it without a line.
          }
          return {
            name: 'ContentError',
            title: `A mistake in ${error.file}`,
            message: error.message,
            hint: `Fix ${error.file} and save it: this page reloads by itself. content/README.md lists every field and its rules.`,
            stack: '',
            id: path,
            loc: { file: path, line: errorLine(error.message, source) ?? 1, column: 1 },
          };
        };
        const show = (errors: ContentError[]) => {
          const first = errors[0];
          if (first) server.ws.send({ type: 'error', err: overlay(first) });
          else server.ws.send({ type: 'full-reload' });
        };
        onContentErrors(show);
        // A page opened (or reloaded) while a file is broken shows the overlay too.
        server.ws.on('connection', () => {
          const errors = currentContentErrors();
          if (errors.length > 0) setTimeout(() => show(errors), 100);
        });
      },
    },
  };
}
