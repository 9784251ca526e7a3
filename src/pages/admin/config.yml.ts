import type { APIRoute } from 'astro';
import { dump } from 'js-yaml';
import { collections } from '../../content.config';
import { editorConfig } from '../../editor/editor-config';

/** The editor's configuration, generated from the content schemas on every build and dev request. */
export const GET: APIRoute = ({ site, url }) => {
  const siteUrl = import.meta.env.DEV || !site ? url.origin : site.origin;
  const config = editorConfig(collections, { siteUrl, env: process.env });
  return new Response(dump(config, { lineWidth: -1 }), {
    headers: { 'Content-Type': 'application/yaml; charset=utf-8' },
  });
};
