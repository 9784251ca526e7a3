// Runs Node.js code samples one after another in this process, so Node starts once rather
// than once per sample (see runners.ts). Usage: node node-samples.mjs TIMEOUT_SECONDS FILE...
// Prints one line per sample: "@@RESULT NAME ok" or "@@RESULT NAME failed REASON".
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';

const [seconds, ...files] = process.argv.slice(2);

for (const file of files) {
  const name = basename(file).replace(/\.mjs$/, '');
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${seconds} s`)), Number(seconds) * 1000);
  });
  try {
    await Promise.race([import(pathToFileURL(file).href), timeout]);
    console.log(`\n@@RESULT ${name} ok`);
  } catch (error) {
    console.log(`\n@@RESULT ${name} failed ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
process.exit(0);
