import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { describeTranslationProblems, translationReport } from '../i18n/translation-files';

/**
 * The build stops when a translation is incomplete: a file, a key or a list item missing in a
 * language, or a text left as in English (content/same-in-translation.yaml lists those that stay).
 * It runs before the content is loaded, so the message names the file and key rather than the
 * schema error a missing key would cause later. `astro dev` only warns: a translator mid-way
 * through a file still sees the page.
 */
export default function translationGate(): AstroIntegration {
  return {
    name: 'translation-gate',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        const lines = describeTranslationProblems(translationReport(fileURLToPath(new URL('content', config.root))));
        if (lines.length === 0) return;
        const message = `${lines.length} translation problem(s) (content/README.md, "Translating"):\n  ${lines.join('\n  ')}`;
        if (command === 'build') throw new Error(message);
        logger.warn(message);
      },
    },
  };
}
