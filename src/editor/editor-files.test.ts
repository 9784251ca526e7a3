import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { editorFonts, editorScriptPath, withLocalFonts } from './editor-files';

test('the editor’s script loads every typeface from the site, each one the package ships', () => {
  const script = withLocalFonts(readFileSync(editorScriptPath(), 'utf8'));
  expect(script).not.toMatch(/cdn\.jsdelivr\.net/);
  const fonts = [...script.matchAll(/\/admin\/fonts\/([\w-]+)\.woff2/g)].map(([, name]) => name);
  expect(fonts.length).toBeGreaterThanOrEqual(3);
  for (const font of fonts) expect(editorFonts().has(font ?? ''), font).toBe(true);
});
