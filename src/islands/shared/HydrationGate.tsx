import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { withErrorBoundary } from './ErrorBoundary';

/**
 * Keeps an island's controls disabled until React has hydrated it, so a click that
 * arrives early is not silently lost (or, on a form, sent to the static host as a
 * real submission). Links inside stay usable.
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
