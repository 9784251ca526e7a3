import type { ClientDirective } from 'astro';
import { fillRememberedEmail } from '../islands/auth/remembered-email';
import { hasText, isChannel, restoreDraft } from '../islands/compose/restore-draft';
import { ISLAND_WAKE } from '../islands/shared/island-wake';
import { whenShown } from '../lib/page-shown';
import touch from './touch';

/**
 * What a form keeps for the visitor between visits, put back into its server-rendered fields;
 * true when the island must wake at once to show what follows from it.
 */
const PUT_BACK: Record<string, (form: HTMLFormElement, island: Element) => boolean> = {
  /** The sign-in form: the remembered address. */
  'remembered-email': (form) => {
    fillRememberedEmail(form);
    return false;
  },
  /** A compose tab (its channel on an element around the island): its draft, which the SMS counter counts. */
  draft: (form, island) => {
    const channel = island.closest<HTMLElement>('[data-compose]')?.dataset.compose;
    return isChannel(channel) && hasText(restoreDraft(form, channel));
  },
};

/**
 * client:touch for a form whose page puts back what it kept (value: which, see PUT_BACK): the
 * island hydrates on the first touch, and the fields hold what was kept before that, with no
 * request of its own (a directive is inlined in the page). Its fields are uncontrolled, so
 * React keeps what is there. A prerendered page reads storage only once shown.
 */
const kept: ClientDirective = (load, options, el) => {
  touch(load, { ...options, value: '' }, el);
  const putBack = PUT_BACK[String(options.value)];
  const form = el.querySelector('form');
  whenShown(() => {
    if (putBack && form && putBack(form, el)) el.dispatchEvent(new Event(ISLAND_WAKE));
  });
};

export default kept;
