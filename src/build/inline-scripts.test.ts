import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineScripts, inlineScriptText } from './inline-scripts';

const SCRIPTS = './src/scripts';
const files = readdirSync(SCRIPTS)
  .filter((name) => name.endsWith('.js'))
  .map((name) => `${SCRIPTS}/${name}`);

describe('scripts inlined into pages', () => {
  it.each(files)('%s ships minified, without its comments, and still compiles', (file) => {
    const source = readFileSync(file, 'utf8');
    const shipped = inlineScriptText(file);
    const comments = [...source.matchAll(/^\s*\/\/ (.+)$/gm)].map((match) => match[1] ?? '');
    expect(comments.length).toBeGreaterThan(0);
    for (const comment of comments) expect(shipped).not.toContain(comment);
    expect(shipped.length).toBeLessThan(source.length * 0.7);
    expect(() => new Function(shipped)).not.toThrow();
  });

  it('the Vite plugin gives an import with ?inline-script that same text, and watches the file', () => {
    const plugin = inlineScripts();
    const watched: string[] = [];
    const file = files[0] ?? '';
    const module = plugin.load.call({ addWatchFile: (path: string) => watched.push(path) }, `${file}?inline-script`);
    expect(module).toBe(`export default ${JSON.stringify(inlineScriptText(file))};`);
    expect(watched).toEqual([file]);
    expect(plugin.load.call({ addWatchFile: () => undefined }, file)).toBeNull();
  });
});
