import { defineMdastPlugin } from 'satteri';
import { pseudo } from '../schemas/pseudo';

/** Markdown bodies are visitor copy too: the pseudo-localised build wraps each text run of them. */
export const markdownPseudo = defineMdastPlugin({
  name: 'pseudo-locale',
  text(node, ctx) {
    if (!node.value.trim() || node.value.startsWith('⟦')) return;
    ctx.replaceNode(node, { type: 'text', value: pseudo(node.value) });
  },
});
