import type { CmsConfig } from '@sveltia/cms';
import { icons as lucide } from '@iconify-json/lucide';
import packageJson from '../../package.json';
import { LOCALES, SOURCE_LOCALE } from '../i18n/locales';
import { editorCollections, type ContentCollection } from './editor-collections';

/**
 * Where the live site's editor saves: a GitHub repository, set by environment variables when the
 * site is built (README, "Editing content"). Without them the editor still opens the working copy
 * on the marketer's machine ("Work with Local Repository"), which needs no account.
 */
export interface EditorEnvironment {
  EDITOR_REPO?: string;
  EDITOR_BRANCH?: string;
  EDITOR_AUTH_URL?: string;
}

/** The site's repository, as package.json names it ("https://github.com/owner/name.git" -> "owner/name"). */
const packageRepository = (): string =>
  /github\.com[/:]([^/]+\/[^/.]+)/.exec(String(packageJson.repository?.url ?? packageJson.repository ?? ''))?.[1] ?? '';

function backend(env: EditorEnvironment): CmsConfig['backend'] {
  return {
    name: 'github',
    repo: env.EDITOR_REPO || packageRepository(),
    branch: env.EDITOR_BRANCH ?? 'main',
    ...(env.EDITOR_AUTH_URL ? { base_url: env.EDITOR_AUTH_URL } : {}),
  };
}

const ICON_NAMES = [...Object.keys(lucide.icons), ...Object.keys(lucide.aliases ?? {})].toSorted();

/** The whole editor configuration, generated from the content collections. */
export function editorConfig(
  collections: Record<string, ContentCollection>,
  options: { siteUrl: string; env: EditorEnvironment },
): CmsConfig {
  return {
    backend: backend(options.env),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Files added in the editor (a press release's PDF) go to public/; an image field saves beside
    // its entries instead (editor-collections.ts), where the build's image pipeline reads it.
    media_folder: 'public/images',
    public_folder: '/images',
    // Images come from the site's own files: no stock photo services, which would need the network and keys.
    // A camera's photo is made smaller in the browser before it is saved (WebP, at most 2400 pixels
    // wide: twice the widest layout), so the repository does not fill with originals; the build
    // then makes each screen's copies from it.
    media_libraries: {
      stock_assets: false,
      default: { config: { transformations: { raster_image: { format: 'webp', quality: 85, width: 2400 } } } },
    },
    i18n: {
      structure: 'multiple_folders',
      locales: [...LOCALES],
      default_locale: SOURCE_LOCALE,
      omit_default_locale_from_file_path: true,
      omit_default_locale_from_preview_path: true,
      initial_locales: 'all',
    },
    collections: editorCollections(collections, ICON_NAMES),
  };
}
