import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:touch'?: boolean | 'controls';
    'client:kept'?: 'remembered-email' | 'draft';
    'client:notices'?: 'flash' | 'interaction';
  }
}
