import type { APIRoute, GetStaticPaths } from 'astro';
import { readFile } from 'node:fs/promises';
import { editorFonts } from '../../../editor/editor-files';

export const getStaticPaths = (() =>
  [...editorFonts()].map(([font, path]) => ({ params: { font }, props: { path } }))) satisfies GetStaticPaths;

/** The editor's typefaces, from the npm package. */
export const GET: APIRoute = async ({ props }) =>
  new Response(await readFile((props as { path: string }).path), { headers: { 'Content-Type': 'font/woff2' } });
