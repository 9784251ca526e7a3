import { readFileSync } from 'node:fs';
import { firstScreenSrc } from '../lib/inline-image';
import { publicFilePath } from '../lib/project-files';

const readPublic = (path: string): string | undefined => {
  try {
    return readFileSync(publicFilePath(path), 'utf8');
  } catch {
    return undefined;
  }
};

/** The `src` of an image in a page's first screen (its likely LCP element): small SVGs travel inside the HTML. */
export const getFirstScreenImage = (path: string): string => firstScreenSrc(path, readPublic);
