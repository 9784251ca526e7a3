import { saveFlashNotice, type FlashNotice } from './flash-notice';
import { whenShown } from './page-shown';
import { endSession, readSession } from './session';

/**
 * Signs out: ends the session (session.ts keeps the e-mail "remember me" kept) and leaves the
 * notice for the page the person lands on. The session goes first: it frees the room a full
 * storage needs for the notice. Returns whether the notice travels; blocked or full storage
 * never throws, and the person is signed out either way. A notice that cannot travel is not
 * shown: the person still lands on the sign-in page, signed out (an account page wakes its
 * notifications region only for its own islands, and no other channel may carry words to the
 * next page, src/islands/shared/notify.ts).
 */
export function signOut(notice: FlashNotice): boolean {
  endSession();
  return saveFlashNotice(notice);
}

/** The sign-out button's data attributes (src/components/account/SignOut.astro writes them). */
export interface SignOutButtonData {
  /** The sign-in page in the page's language, where a signed-out person lands. */
  signOutHref: string;
  signOutTitle: string;
  signOutDescription: string;
}

/**
 * Makes the account area's sign-out button work, and shows it only then: server-rendered hidden,
 * so with JavaScript off (or before this runs) there is no button that does nothing, and no click
 * can come before it is handled. It is shown while someone is signed in, read once the page is
 * shown (a prerendered page is read when activated). A page the back/forward cache brings back
 * signed in or out since it was shown loads afresh: nothing of the person who signed out (their
 * name, a half-typed message) stays on it. `leave` and `reload` default to the page's own (tests
 * pass theirs); returns what disconnects it again.
 */
export function connectSignOut(
  button: HTMLButtonElement,
  {
    leave = (href: string) => window.location.assign(href),
    reload = () => window.location.reload(),
  }: { leave?: (href: string) => void; reload?: () => void } = {},
): () => void {
  const { signOutHref, signOutTitle, signOutDescription } = button.dataset as Partial<SignOutButtonData>;
  if (!signOutHref || !signOutTitle) return () => {};
  let shownSignedIn = false;
  const onClick = () => {
    signOut({
      kind: 'success',
      title: signOutTitle,
      ...(signOutDescription ? { description: signOutDescription } : {}),
    });
    leave(signOutHref);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && (readSession() !== null) !== shownSignedIn) reload();
  };
  button.addEventListener('click', onClick);
  window.addEventListener('pageshow', onPageShow);
  const stopWaiting = whenShown(() => {
    shownSignedIn = readSession() !== null;
    button.hidden = !shownSignedIn;
  });
  return () => {
    stopWaiting();
    button.removeEventListener('click', onClick);
    window.removeEventListener('pageshow', onPageShow);
  };
}
