import type { APIRoute } from 'astro';
import { PREVIEW_STYLE_SCRIPT } from '../../editor/editor-page';

/** Gives the editor's preview pane the site's stylesheet (src/editor/editor-page.ts). */
export const GET: APIRoute = () =>
  new Response(PREVIEW_STYLE_SCRIPT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
