// Cloudflare's own runtime (workerd, through `wrangler pages dev`) serving a built folder the way
// Cloudflare Pages serves a deployment: _headers, _redirects, the .html-less URLs and 404.html.
// It runs offline; the tests and the benchmark start it with this one command.

/** No later than the runtime bundled with the installed wrangler supports. */
export const EDGE_COMPATIBILITY_DATE = '2026-05-01';

/** The command that serves `dir` on `port`, and its arguments. */
export function edgeServerArgv(dir: string, port: number): [command: string, ...args: string[]] {
  return [
    'npx',
    'wrangler',
    'pages',
    'dev',
    dir,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--compatibility-date',
    EDGE_COMPATIBILITY_DATE,
    '--persist-to',
    '.wrangler/state',
    '--show-interactive-dev-session=false',
    '--log-level',
    'error',
  ];
}

/** The same command as one line, for a shell (Playwright's web server). */
export const edgeServerCommand = (dir: string, port: number): string => edgeServerArgv(dir, port).join(' ');

/** Nothing phones home: no usage metrics, no error reports. */
export const EDGE_SERVER_ENV: Record<string, string> = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
};

// `node scripts/edge-server.ts [dir] [port]` (npm run preview): serve a build in the foreground.
if (import.meta.main) {
  const { spawnSync } = await import('node:child_process');
  const [dir = 'dist', port = '4321'] = process.argv.slice(2);
  const [command, ...args] = edgeServerArgv(dir, Number(port));
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...EDGE_SERVER_ENV } });
  process.exit(status ?? 1);
}
