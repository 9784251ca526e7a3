import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { withErrorBoundary } from './ErrorBoundary';

const noSubscription = () => () => {};

/**
 * False while React hydrates the server HTML, true from then on (and at once for anything
 * mounted later), without an effect and an extra state per component.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Keeps an island's controls disabled until React has hydrated it, so a click that
 * arrives early is not silently lost. For islands of buttons and menus only: a form must
 * accept typing at once, so a form island is wrapped in withErrorBoundary alone and relies on
 * Form's early-submit script instead (see Form in fields.tsx).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <fieldset disabled={!ready} className="m-0 min-w-0 border-0 p-0">
      {children}
    </fieldset>
  );
}

/** An island whose controls wait for hydration and whose failures show a message. */
export function gatedIsland<P extends object>(Inner: ComponentType<P>) {
  function Gated(props: P) {
    return (
      <HydrationGate>
        <Inner {...props} />
      </HydrationGate>
    );
  }
  Gated.displayName = `Gated(${Inner.displayName ?? Inner.name})`;
  return withErrorBoundary(Gated);
}
