// Serves dist/ with `astro preview` for the browser measurements, on its own port.
import { spawn } from 'node:child_process';

export async function startServer(root, port) {
  const child = spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'preview', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop: () => child.kill() };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`the preview server did not start on ${origin}`);
}
