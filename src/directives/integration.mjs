// Registers the project's own hydration directives:
//   client:touch   — hydrate when the visitor first points at, touches or focuses the island;
//                    the interaction that woke it is replayed so it is not lost. Value "controls"
//                    (the header): only a pointer on its own buttons, or keyboard focus, wakes it.
//   client:kept    — client:touch for a form that puts back what it kept for the visitor (the
//                    remembered e-mail, a draft) into its server-rendered fields first.
//   client:notices — hydrate the notifications region when a carried-over notice is waiting,
//                    or (value "interaction") on the first interaction anywhere on the page.
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

export default function hydrationDirectives() {
  return {
    name: 'hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'touch', entrypoint: here('./touch.ts') });
        addClientDirective({ name: 'kept', entrypoint: here('./kept.ts') });
        addClientDirective({ name: 'notices', entrypoint: here('./notices.ts') });
      },
    },
  };
}
