import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Until an island hydrates, its server-rendered fields are plain HTML that a visitor may
 * already have typed into. React keeps that text in the DOM when it hydrates but not in
 * state, so the next render would wipe it. `adopt` runs once, before the first paint after
 * hydration, to copy the fields' values into state; the hook then reports the island ready,
 * so a result computed from state is never shown for values the visitor can no longer see.
 */
export function useAdoptedFields(adopt: () => void): boolean {
  const [ready, setReady] = useState(false);
  const once = useRef(adopt);
  useLayoutEffect(() => {
    once.current();
    setReady(true);
  }, []);
  return ready;
}
