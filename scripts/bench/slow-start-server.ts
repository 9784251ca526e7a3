// Serves dist/ the way a slow mobile network delivers it, so that Chromium paints what the
// first round trip brought. Lighthouse's simulated throttling cannot show that: it counts a
// document as arriving whole, so a page paints no sooner than its last byte. Here each
// response waits one round trip (a new connection one more, for its handshake), and its gzip
// body leaves in TCP slow-start windows: 10 segments of 1,460 bytes, doubling every round
// trip, never faster than the link. Figures are Lighthouse's slow 4G: 150 ms, 1.6 Mbit/s.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Socket } from 'node:net';
import { gzipSync } from 'node:zlib';

export const RTT_MS = 150;
const BYTES_PER_MS = (1638.4 * 1024) / 8 / 1000;
const SEGMENT = 1460;
const INITIAL_WINDOW = 10;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.svg', '.json', '.xml', '.txt']);

/** A connection's congestion window, in segments. */
interface Connection {
  window: number;
}

export interface SlowStartOptions {
  answer?: (req: IncomingMessage, res: ServerResponse) => boolean;
  html?: (text: string, pathname: string) => string;
  cacheControl?: (pathname: string) => string;
  keepAliveMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fileFor(dist: string, pathname: string): string | null {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [join(dist, path), join(dist, path, 'index.html'), join(dist, `${path}.html`)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * When each segment of a `length`-byte body leaves, in ms from the response's start: one
 * congestion window per round trip, its segments at the link's rate, the window doubling each
 * round trip from `window` segments. Returns the segments (the byte each ends at, and when it is
 * due) and the window the connection keeps for its next response, as TCP does when kept alive.
 */
/** A segment of a response: the byte it ends at and when it is due, in ms from the response's start. */
export interface Segment {
  end: number;
  dueMs: number;
}

export function deliveryPlan(length: number, window: number): { segments: Segment[]; window: number } {
  const segments: Segment[] = [];
  let sent = 0;
  let roundStart = 0;
  while (sent < length) {
    const end = Math.min(length, sent + window * SEGMENT);
    let due = roundStart;
    while (sent < end) {
      sent = Math.min(end, sent + SEGMENT);
      segments.push({ end: sent, dueMs: due });
      due += SEGMENT / BYTES_PER_MS;
    }
    window *= 2;
    roundStart = Math.max(due, roundStart + RTT_MS);
  }
  return { segments, window };
}

/**
 * Sends `body` on its plan's clock. A timer that fires late (the machine is busy) is caught up at
 * once rather than pushing every later segment back: the link's rate is the network's, not the
 * machine's load.
 */
async function sendInWindows(res: ServerResponse, body: Buffer, connection: Connection): Promise<void> {
  const { segments, window } = deliveryPlan(body.length, connection.window);
  connection.window = window;
  const start = performance.now();
  let sent = 0;
  for (const { end, dueMs } of segments) {
    const early = start + dueMs - performance.now();
    if (early > 0) await wait(early);
    res.write(body.subarray(sent, end));
    sent = end;
  }
  res.end();
}

/**
 * `options` (the next-page pass, next-page.ts): `answer(req, res)` answers a request itself, at
 * once and unslowed, when it returns true; `html(text, pathname)` rewrites a page before it is
 * sent; `cacheControl(pathname)` replaces `no-store`; `keepAliveMs` keeps an idle connection open
 * longer than a second.
 */
export async function startSlowStartServer(
  dist: string,
  port: number,
  options: SlowStartOptions = {},
): Promise<{ origin: string; stop: () => void }> {
  const connections = new WeakMap<Socket, Connection>();
  const server = createServer(async (req, res) => {
    if (options.answer?.(req, res)) return;
    const arrived = performance.now();
    const socket = req.socket;
    const fresh = !connections.has(socket);
    if (fresh) connections.set(socket, { window: INITIAL_WINDOW });
    const connection = connections.get(socket)!;
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = fileFor(dist, pathname);
    const ext = file ? extname(file) : '';
    const read = file ? readFileSync(file) : null;
    const raw =
      read && ext === '.html' && options.html ? Buffer.from(options.html(read.toString('utf8'), pathname)) : read;
    const body = raw && COMPRESSIBLE.has(ext) ? gzipSync(raw, { level: 9 }) : raw;
    // The round trip is counted from the request's arrival: reading, rewriting and compressing the
    // file (slow on a busy machine) happen within it, as an edge's few milliseconds do.
    await wait(RTT_MS * (fresh ? 2 : 1) - (performance.now() - arrived));
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': options.cacheControl?.(pathname) ?? 'no-store',
      ...(COMPRESSIBLE.has(ext) ? { 'content-encoding': 'gzip' } : {}),
    });
    res.flushHeaders();
    socket.setNoDelay(true);
    await sendInWindows(res, body, connection);
  });
  // Every page load starts cold, as a first visit does: a connection idle for a second is
  // closed, so the next load pays its handshake and starts again from the initial window.
  server.keepAliveTimeout = options.keepAliveMs ?? 1000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
