import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:touch'?: boolean;
    'client:notices'?: 'flash' | 'interaction';
  }
}
