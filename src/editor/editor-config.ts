import type { CmsConfig } from '@sveltia/cms';
import { icons as lucide } from '@iconify-json/lucide';
import packageJson from '../../package.json';
import { LOCALES, SOURCE_LOCALE } from '../i18n/locales';
import { byLabel, editorCollections, type ContentCollection } from './editor-collections';
import { translationLists } from './translation-lists';

/**
 * Where the live site's editor saves and how, set by environment variables when the site is built
 * (README, "The editor at /admin"). Without them the editor still opens the working copy on the
 * marketer's machine ("Work with Local Repository"), which needs no account.
 */
export interface EditorEnvironment {
  EDITOR_REPO?: string;
  EDITOR_BRANCH?: string;
  EDITOR_AUTH_URL?: string;
  /** `review` (the default): a save is a draft to review and publish; `direct`: a save goes live. */
  EDITOR_WORKFLOW?: string;
  /** The commit status or check that carries a draft's preview address (default: Cloudflare Pages' check). */
  EDITOR_PREVIEW_CONTEXT?: string;
}

/** The check Cloudflare Pages' GitHub app posts on each commit it builds, with the preview's address. */
const CLOUDFLARE_PAGES_CHECK = 'Cloudflare Pages';

const PUBLISH_MODES = { review: 'editorial_workflow', direct: 'simple' } as const;

function publishMode(workflow: string | undefined): NonNullable<CmsConfig['publish_mode']> {
  const choice = workflow || 'review';
  if (!Object.hasOwn(PUBLISH_MODES, choice))
    throw new Error(
      `EDITOR_WORKFLOW is "${choice}": write review (a save is a draft that a colleague reviews before it is published) or direct (a save goes live)`,
    );
  return PUBLISH_MODES[choice as keyof typeof PUBLISH_MODES];
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
    preview_context: env.EDITOR_PREVIEW_CONTEXT || CLOUDFLARE_PAGES_CHECK,
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
    publish_mode: publishMode(options.env.EDITOR_WORKFLOW),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Files added in the editor go to public/, where the site serves them (a press release's PDF
    // to public/press/, editor-collections.ts); an image field saves beside its entries instead,
    // where the build's image pipeline reads it.
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
      // A new entry is written in English; a language is added when it is translated, and until
      // then the site shows the English text there.
      initial_locales: 'default',
    },
    // A new entry's file name, made from its title, is its page's address: plain letters, so
    // "Tomás's guide" becomes tomass-guide rather than keeping the accent.
    slug: { encoding: 'ascii', clean_accents: true },
    // An optional field left empty is left out of the file: the build reads a missing field as
    // not given, and an empty text as a text that breaks its limits.
    output: { omit_empty_optional_fields: true },
    collections: byLabel([...editorCollections(collections, ICON_NAMES), translationLists()]),
  };
}
