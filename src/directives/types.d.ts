import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:touch'?: boolean | 'controls';
    'client:notices'?: 'flash' | 'interaction';
  }
}
