import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { EDGE_SERVER_ENV } from '../../scripts/edge-server.ts';

/**
 * The worker as Cloudflare runs it (workerd, through `wrangler dev --test-scheduled`, offline), its
 * KV in a folder of its own, against a receiver on this machine that stands for the live site (its
 * /publish-schedule.json) and the Pages deploy hook (it counts the calls). Each run is started at a
 * fixed moment through Miniflare's scheduled route, which answers once the run has ended.
 */

const WORKER = fileURLToPath(new URL('.', import.meta.url));
const WRANGLER = fileURLToPath(new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url));

interface Receiver {
  url: string;
  schedule: { built: string; upcoming: string[] };
  hookStatus: number;
  hookCalls: number;
}

async function startReceiver(schedule: Receiver['schedule']) {
  const receiver: Receiver = { url: '', schedule, hookStatus: 200, hookCalls: 0 };
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/publish-schedule.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(receiver.schedule));
    } else if (request.method === 'POST' && request.url === '/deploy-hook') {
      receiver.hookCalls += 1;
      response.writeHead(receiver.hookStatus).end();
    } else response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { receiver, close: () => new Promise((done) => server.close(done)) };
}

async function freePort(): Promise<number> {
  const probe = createNetServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

async function startWorker(site: string) {
  const state = mkdtempSync(join(tmpdir(), 'scheduled-build-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      WRANGLER,
      'dev',
      '--test-scheduled',
      '--ip=127.0.0.1',
      `--port=${port}`,
      `--persist-to=${state}`,
      `--var=SITE_URL:${site}`,
      `--var=DEPLOY_HOOK_URL:${site}/deploy-hook`,
      '--show-interactive-dev-session=false',
    ],
    // Its own process group, so stopping it stops the runtime it started too.
    { cwd: WORKER, env: { ...process.env, ...EDGE_SERVER_ENV }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const exited = once(child, 'exit');
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(`Ready on http://127.0.0.1:${port}`)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`wrangler dev stopped before it was ready:\n${log}`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(state, { recursive: true, force: true });
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    log: () => log,
    /** One cron run at a moment, ended when this returns. */
    runAt: async (moment: string) => {
      const cron = encodeURIComponent('*/5 * * * *');
      const response = await fetch(
        `http://127.0.0.1:${port}/cdn-cgi/local/scheduled?cron=${cron}&time=${Date.parse(moment)}`,
      );
      expect(await response.text(), log).toBe('ok');
    },
    stop,
  };
}

/** A receiver serving `schedule` and a fresh worker reading it, both stopped after `check`. */
async function withWorker(
  schedule: Receiver['schedule'],
  check: (receiver: Receiver, worker: Awaited<ReturnType<typeof startWorker>>) => Promise<void>,
) {
  const { receiver, close } = await startReceiver(schedule);
  try {
    const worker = await startWorker(receiver.url);
    try {
      await check(receiver, worker);
    } finally {
      await worker.stop();
    }
  } finally {
    await close();
  }
}

describe('the scheduled rebuild worker', { timeout: 60_000 }, () => {
  test('a publish moment that has passed calls the deploy hook exactly once across runs', async () => {
    const schedule = {
      built: '2027-01-15T06:00:00.000Z',
      upcoming: ['2027-01-15T08:00:00.000Z', '2027-01-20T08:00:00.000Z'],
    };
    await withWorker(schedule, async (receiver, worker) => {
      await worker.runAt('2027-01-15T07:55:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(0);
      await worker.runAt('2027-01-15T08:00:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(1);
      // The build it asked for is not live yet: the site still names the same moment.
      await worker.runAt('2027-01-15T08:05:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(1);
      // The next moment, on a site built since (its own moment no longer listed; rebuilt daily).
      receiver.schedule = { built: '2027-01-19T09:00:00.000Z', upcoming: ['2027-01-20T08:00:00.000Z'] };
      await worker.runAt('2027-01-20T08:00:00Z');
      await worker.runAt('2027-01-20T08:05:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(2);
    });
  });

  test('no passed moment calls nothing, except once a day after the live build', async () => {
    const schedule = { built: '2027-01-15T06:00:00.000Z', upcoming: ['2027-02-01T09:00:00.000Z'] };
    await withWorker(schedule, async (receiver, worker) => {
      await worker.runAt('2027-01-15T12:00:00Z');
      await worker.runAt('2027-01-16T05:55:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(0);
      await worker.runAt('2027-01-16T06:00:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(1);
      await worker.runAt('2027-01-16T06:05:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(1);
      // That build failed: the live site is still the one built on the 15th, and is asked for again a day later.
      await worker.runAt('2027-01-17T05:55:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(1);
      await worker.runAt('2027-01-17T06:00:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(2);
    });
  });

  test('a failing deploy hook is logged and called again on the next run, then no more once it succeeds', async () => {
    const schedule = { built: '2027-01-15T06:00:00.000Z', upcoming: ['2027-01-15T08:00:00.000Z'] };
    await withWorker(schedule, async (receiver, worker) => {
      receiver.hookStatus = 500;
      await worker.runAt('2027-01-15T08:00:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(1);
      // wrangler prints the worker's log lines as they come, after the run's answer at times.
      await expect.poll(worker.log).toContain('The deploy hook answered 500 for 2027-01-15T08:00:00.000Z');
      receiver.hookStatus = 200;
      await worker.runAt('2027-01-15T08:05:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(2);
      await worker.runAt('2027-01-15T08:10:00Z');
      expect(receiver.hookCalls, worker.log()).toBe(2);
    });
  });
});
