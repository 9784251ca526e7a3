import { execFileSync } from 'node:child_process';

/** Loads a module in a throwaway DOM and prints the texts of the <style> elements it inserted. */
const PROBE = `
import { Window } from 'happy-dom';
const window = new Window();
globalThis.document = window.document;
await import(process.argv[1]);
const styles = [...window.document.querySelectorAll('style')].map((style) => style.textContent);
process.stdout.write(JSON.stringify(styles));
await window.happyDOM.close();
`;

/**
 * The stylesheets a browser-side package inserts into the document when it loads (sonner
 * adds its own that way), found by loading it in a separate Node process. The CSP then allows
 * exactly what the library inserts, whatever its build looks like; an upgrade that inserts
 * nothing fails here, loudly.
 */
export function stylesInsertedBy(specifier: string, cwd = process.cwd()): string[] {
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', PROBE, specifier], {
    cwd,
    encoding: 'utf8',
  });
  const styles = (JSON.parse(output) as string[]).filter((text) => text.length > 0);
  if (styles.length === 0) {
    throw new Error(`${specifier} inserted no <style> when loaded: the CSP hash for its stylesheet cannot be derived`);
  }
  return styles;
}
