/**
 * The content editor's page, /admin: Sveltia CMS (installed from npm and served from the site, at
 * /admin/sveltia-cms.js) reading the configuration generated from the content schemas at
 * /admin/config.yml. It is not one of the site's pages: no layout, never indexed, not in the
 * sitemap or search, and it gets its own Content-Security-Policy (EDITOR_HEADERS).
 */
export const EDITOR_ROUTE = '/admin';
/** Where the build writes it: Cloudflare Pages serves /admin from admin.html, as every page here. */
export const EDITOR_FILE = 'admin.html';

/** The preview pane's stylesheet: the site's own (src/editor/preview.css, src/pages/admin/preview.css.ts). */
export const PREVIEW_STYLE = `${EDITOR_ROUTE}/preview.css`;

/**
 * The script that gives the preview pane that stylesheet, through Sveltia CMS's public API; it is
 * a file of its own (/admin/preview-style.js), as the editor's policy runs no inline script.
 */
export const PREVIEW_STYLE_SCRIPT = `CMS.registerPreviewStyle(${JSON.stringify(PREVIEW_STYLE)});\n`;

/**
 * The editor's policy: what Sveltia CMS needs and no more. It adds <style> elements as it runs,
 * whose text no hash written ahead can match (without 'unsafe-inline' Chromium blocks them and the
 * editor draws unstyled); scripts stay 'self' only. It shows uploads and previews from blob: URLs; it talks to GitHub (and the OAuth endpoint, when one is
 * set) only on the live site. The site's own pages keep their stricter policy.
 */
export function editorPolicy(authUrl?: string): string {
  return `${editorMetaPolicy(authUrl)}; frame-ancestors 'none'`;
}

/** The editor's policy as its page's <meta> carries it: all but frame-ancestors, which a <meta> cannot carry. */
function editorMetaPolicy(authUrl?: string): string {
  const auth = authUrl ? ` ${new URL(authUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self' blob: data: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "media-src 'self' blob:",
    "frame-src 'self' blob:",
    // GitHub's API and status, and unpkg for the editor's check for a newer version.
    `connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com https://unpkg.com${auth}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The editor's page, carrying its policy in a <meta> too: a host that drops _headers still runs
 * the editor, and the token it holds, under it.
 */
export const editorHtml = (authUrl?: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="content-security-policy" content="${editorMetaPolicy(authUrl)}" />
    <title>Content editor · Relaymark</title>
    <link rel="cms-config-url" type="application/yaml" href="/admin/config.yml" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <script src="/admin/sveltia-cms.js"></script>
    <script src="/admin/preview-style.js"></script>
  </body>
</html>
`;
