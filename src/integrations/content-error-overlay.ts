import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
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
        // A new entry the loader refused has no page: Astro answers its address (the editor's "View
        // on Live Site") with its own 404 page, which loads no script to show the overlay.
        server.middlewares.use((request, response, next) => {
          if (request.method === 'GET' && request.headers.accept?.includes('text/html')) withViteClientOn404(response);
          next();
        });
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

/**
 * Astro's 404 page in `astro dev`, with Vite's client added before its `</head>`, so the overlay
 * shows on it and it reloads once the entry is fixed. Should Astro's page change, the new-post
 * test in e2e/scenarios/dev-server.spec.ts fails.
 */
function withViteClientOn404(response: ServerResponse) {
  const { write, end } = response;
  const held: Buffer[] = [];
  let holding: boolean | undefined;
  const holds = () => (holding ??= response.statusCode === 404);
  const hold = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) held.push(Buffer.from(chunk));
  };
  response.write = ((...args: Parameters<typeof write>) => {
    if (!holds()) return write.apply(response, args);
    hold(args[0]);
    // The writer may wait for the chunk to be taken.
    const done = args.find((arg) => typeof arg === 'function');
    if (done) process.nextTick(done);
    return true;
  }) as typeof write;
  response.end = ((...args: Parameters<typeof end>) => {
    if (!holds()) return end.apply(response, args);
    if (typeof args[0] !== 'function') hold(args[0]);
    const done = args.find((arg) => typeof arg === 'function');
    const page = Buffer.concat(held).toString('utf8').replace('</head>', `${VITE_CLIENT}</head>`);
    if (!response.headersSent) response.removeHeader('content-length');
    return end.call(response, page, 'utf8', done);
  }) as typeof end;
}

const VITE_CLIENT = '<script type="module" src="/@vite/client"></script>';
