export const DIST: string;
export function htmlFiles(dir?: string): string[];
export function routeOf(file: string): string;
export function pageWeight(file: string): { route: string; html: number; css: number; js: number; modules: number };
