import { glob as astroGlob, type Loader } from 'astro/loaders';
import { clearContentError, reportContentError } from './content-errors';
import { withSource, type SourcedLoader } from './content-source';

type GlobOptions = Parameters<typeof astroGlob>[0];

const RELOADED = /^Reloaded data from (.+)$/;
const FAILED = /^Failed to reload (.+?): ([\s\S]*)$/;
// eslint-disable-next-line no-control-regex -- the logger colours file names with ANSI codes
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Astro's glob() loader, but a file that fails to reload while `astro dev` runs is reported to
 * the dev error overlay (and cleared once it reloads), instead of only being logged.
 */
export function glob(options: GlobOptions): SourcedLoader {
  const inner = astroGlob(options);
  const base = String(options.base ?? '.')
    .replace(/^\.\//, '')
    .replace(/\/$/, '');
  const loader: Loader = {
    ...inner,
    load: (context) => {
      const { logger } = context;
      const reporting = Object.create(logger) as typeof logger;
      reporting.info = (message: string) => {
        const reloaded = RELOADED.exec(plain(message));
        if (reloaded?.[1]) clearContentError(`${base}/${reloaded[1]}`);
        logger.info(message);
      };
      reporting.error = (message: string) => {
        const failed = FAILED.exec(plain(message));
        if (failed?.[1] && failed[2]) reportContentError(`${base}/${failed[1]}`, failed[2]);
        logger.error(message);
      };
      return inner.load({ ...context, logger: reporting });
    },
  };
  return withSource(loader, { kind: 'folder', base, pattern: String(options.pattern), translated: false });
}
