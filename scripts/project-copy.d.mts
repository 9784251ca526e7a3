export const PROJECT_ROOT: string;
export interface BuildOptions {
  /** Also build the Pagefind search index, as `npm run build` does. */
  search?: boolean;
  nodeArgs?: string[];
  env?: Record<string, string>;
  timeout?: number;
}
export interface ProjectCopy {
  dir: string;
  read(path: string): string;
  write(path: string, text: string): void;
  build(options?: BuildOptions): { status: number | null; output: string };
  translations(): { status: number | null; output: string };
  dev(options: { port: number; timeout?: number }): Promise<{ url: string; output(): string; stop(): Promise<void> }>;
  edge(options: { port: number; timeout?: number }): Promise<{ url: string; output(): string; stop(): Promise<void> }>;
  remove(): void;
}
export interface CopyOptions {
  /** Keep only these blog posts: the newest `newest`, the `named` slugs, and every post they or the site link to. */
  blogSample?: { newest: number; named?: string[] };
}
export function copyProject(prefix?: string, options?: CopyOptions): ProjectCopy;
export function copyEnv(dir: string): Record<string, string>;
