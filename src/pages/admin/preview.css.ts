import type { APIRoute } from 'astro';
import styles from '../../editor/preview.css?inline';

/** The editor's preview pane stylesheet: the site's own, compiled with it (src/editor/preview.css). */
export const GET: APIRoute = () => new Response(styles, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
