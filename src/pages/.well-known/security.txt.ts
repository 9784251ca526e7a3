import type { APIContext } from 'astro';
import { singleEntry } from '../../data/single-entry';
import { securityTxt, securityTxtExpires } from '../../lib/security-txt';
import { buildDate } from '../../lib/build-date';

/** RFC 9116 security.txt from content/trust/trust.yaml; Expires is computed from the build date. */
export async function GET(context: APIContext) {
  const trust = await singleEntry('trust', 'en');
  const site = context.site ?? new URL('https://www.relaymark.com');
  const body = securityTxt({
    ...trust.securityTxt,
    canonical: new URL('/.well-known/security.txt', site).href,
    policy: new URL(`/trust#${trust.disclosure.id}`, site).href,
    expires: securityTxtExpires(buildDate()),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
