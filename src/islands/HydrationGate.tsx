import { useEffect, useState, type ReactNode } from 'react';

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
