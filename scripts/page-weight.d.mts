export const DIST: string;
export const FIRST_FLIGHT: number;
export function htmlFiles(dir?: string): string[];
export function routeOf(file: string, root?: string): string;
export function renderBlockingStylesheets(htmlBeforeH1: string): string[];
export function firstScreen(
  file: string,
  dist?: string,
): { html: number; css: number; total: number; stylesheets: string[] };
export function pageWeight(file: string): {
  route: string;
  html: number;
  css: number;
  js: number;
  modules: number;
  firstScreen: number;
};
