// Content and public files are read relative to the project root, where every build, dev
// server and test runs (never through import.meta.url, which points into a bundled chunk).

export const CONTENT = './content';

/** The file in public/ that a site path serves: /images/a.svg?v=2 -> ./public/images/a.svg. */
export const publicFilePath = (sitePath: string): string => `./public${sitePath.split(/[?#]/)[0]}`;
