import { defineHastPlugin } from 'satteri';
import { IMAGE_LAYOUTS } from '../images/image-layouts';

/**
 * An image in a Markdown body is drawn in the article's text column: Astro's pipeline writes it at
 * the prose layout's widths (WebP, its default format), and the browser picks by `sizes`. It is
 * below the first screen (under the heading, the excerpt and the cover), so it loads lazily.
 */
export const markdownImages = defineHastPlugin({
  name: 'prose-images',
  element: {
    filter: ['img'],
    visit(node, ctx) {
      const { widths, sizes } = IMAGE_LAYOUTS.prose;
      ctx.setProperty(node, 'widths', widths);
      // Its `src`, for a browser without srcset, is the largest of those widths, not the original.
      ctx.setProperty(node, 'width', Math.max(...widths));
      ctx.setProperty(node, 'sizes', sizes);
      ctx.setProperty(node, 'loading', 'lazy');
      ctx.setProperty(node, 'decoding', 'async');
    },
  },
});
