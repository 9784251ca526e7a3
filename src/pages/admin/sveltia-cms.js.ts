import type { APIRoute } from 'astro';
import { readFile } from 'node:fs/promises';
import { editorScriptPath, withLocalFonts } from '../../editor/editor-files';

/** Sveltia CMS as npm installed it, served from the site rather than a CDN, typefaces included. */
export const GET: APIRoute = async () =>
  new Response(withLocalFonts(await readFile(editorScriptPath(), 'utf8')), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
