/** /.well-known/security.txt (RFC 9116), written from content/trust/trust.yaml at build time. */

export interface SecurityTxt {
  contact: string[];
  preferredLanguages: string[];
  /** Absolute URL of the file itself. */
  canonical: string;
  /** Absolute URL of the disclosure policy. */
  policy: string;
  expires: Date;
}

/**
 * The Expires date: one year after the build, less a day (RFC 9116 recommends less than a
 * year), at midnight UTC so the file does not change within one build day.
 */
export function securityTxtExpires(built: Date): Date {
  const expires = new Date(Date.UTC(built.getUTCFullYear() + 1, built.getUTCMonth(), built.getUTCDate()));
  expires.setUTCDate(expires.getUTCDate() - 1);
  return expires;
}

export function securityTxt({ contact, preferredLanguages, canonical, policy, expires }: SecurityTxt): string {
  const lines = [
    ...contact.map((value) => `Contact: ${value}`),
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${preferredLanguages.join(', ')}`,
    `Canonical: ${canonical}`,
    `Policy: ${policy}`,
  ];
  return `${lines.join('\n')}\n`;
}
