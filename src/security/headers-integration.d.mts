import type { AstroIntegration } from 'astro';

export function mergePolicies(policies: string[]): string;
export const SECURITY_HEADERS: Record<string, string>;
export const CACHE: { immutable: string; revalidate: string; day: string };
export const FILE_CACHE_RULES: [path: string, headers: Record<string, string>][];
export const MAX_LINE: number;
export const MAX_RULES: number;
export function ruleMatches(rule: string, path: string): boolean;
export function headerRules(
  pages: { route: string; policy: string }[],
  notFoundPolicy?: string,
): [path: string, headers: Record<string, string>][];
export default function securityHeaders(): AstroIntegration;
