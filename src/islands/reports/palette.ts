/** Channel colours for the charts: distinct, and each at least 3:1 against white. */
export const CHANNEL_COLOURS: Record<string, string> = {
  sms: '#4338ca',
  email: '#0f766e',
  voice: '#b45309',
  fax: '#be185d',
};

export const colourOf = (id: string) => CHANNEL_COLOURS[id] ?? '#334155';
