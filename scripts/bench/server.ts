// Serves a built folder with Cloudflare's own runtime (wrangler pages dev), as the site is
// deployed: _headers (cache policy), _redirects and the .html-less URLs all apply.
import { spawn } from 'node:child_process';
import { EDGE_SERVER_ENV, edgeServerArgv } from '../edge-server.ts';

/** A server that answers at `origin`, and a stop for it. */
export interface BenchServer {
  origin: string;
  stop: () => void;
}

export async function startServer(root: string, port: number, dir = 'dist'): Promise<BenchServer> {
  const [command, ...args] = edgeServerArgv(dir, port);
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, ...EDGE_SERVER_ENV },
  });
  // npx, wrangler and workerd are three processes: stop the whole group.
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`the edge server did not start on ${origin}`);
}
