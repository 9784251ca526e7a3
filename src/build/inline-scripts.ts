// The hand-written scripts that pages carry inline (src/scripts/*.js) are imported with
// `?inline-script`: minified, so their comments and long names do not cost every page's
// first round trip. The CSP hashes the same minified text.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import type { Plugin, Rollup } from 'vite';

const QUERY = '?inline-script';

/** The text a script file ships as when it is inlined into a page. */
export const inlineScriptText = (path: string | URL): string =>
  transformSync(readFileSync(path, 'utf8'), { loader: 'js', minify: true, target: 'es2022' }).code.trimEnd();

/** Vite plugin: `import text from './x.js?inline-script'` gives the minified text of x.js. */
export function inlineScripts() {
  return {
    name: 'inline-scripts',
    enforce: 'pre',
    async resolveId(this: Rollup.PluginContext, source: string, importer: string | undefined) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    load(this: { addWatchFile(path: string): void }, id: string) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(inlineScriptText(file))};`;
    },
  } satisfies Plugin;
}
