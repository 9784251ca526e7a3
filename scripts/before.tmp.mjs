import { OBSERVED_WITH_SLOW_CPU, REFERENCE_ROUTE, runLighthouse, writeReferencePage } from './bench/lighthouse.mjs';
import { startSlowStartServer } from './bench/slow-start-server.mjs';
import { startServer } from './bench/server.mjs';
const root = process.argv[2];
const routes = ['/', '/products/sms', '/pricing', '/blog', '/developers/api', '/login'];
const remove = writeReferencePage(`${root}/dist`);
const out = {};
const ratios = (scores) => Object.fromEntries(routes.map((r) => [r, { fcp: Math.round(scores[r].fcp), lcp: Math.round(scores[r].lcp), fcpRatio: +(scores[r].fcp / scores[REFERENCE_ROUTE].fcp).toFixed(2), lcpRatio: +(scores[r].lcp / scores[REFERENCE_ROUTE].lcp).toFixed(2), tbt: Math.round(scores[r].tbt), cls: scores[r].cls }]));
const sim = await startServer(root, 4420);
try { out.simulated = ratios(await runLighthouse(sim.origin, [REFERENCE_ROUTE, ...routes], 5)); } finally { sim.stop(); }
const streamed = await startSlowStartServer(`${root}/dist`, 4421);
try { out.streamed = ratios(await runLighthouse(streamed.origin, [REFERENCE_ROUTE, ...routes], 5, OBSERVED_WITH_SLOW_CPU)); } finally { streamed.stop(); }
remove();
console.log(JSON.stringify(out, null, 1));
