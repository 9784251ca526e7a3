import type { AstroIntegration } from 'astro';

export function mergePolicies(policies: string[]): string;
export const SECURITY_HEADERS: Record<string, string>;
export function headerRules(
  pages: { route: string; policy: string }[],
  notFoundPolicy?: string,
): [path: string, headers: Record<string, string>][];
export default function securityHeaders(): AstroIntegration;
