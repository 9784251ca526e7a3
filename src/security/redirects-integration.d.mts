import type { AstroIntegration } from 'astro';

export interface Forward {
  from: string;
  to: string;
}
export function refreshTarget(html: string): string | null;
export function redirectsFile(forwards: Forward[]): string;
export function forwardsIn(root: string): Forward[];
export default function redirects(): AstroIntegration;
