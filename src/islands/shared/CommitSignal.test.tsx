// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { withErrorBoundary } from './ErrorBoundary';
import { ISLAND_COMMITTED } from './island-committed';

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

// client:touch replays held clicks only after this attribute: if a React upgrade stopped
// calling refs on hydration, early clicks would wait out the directive's safety net.
describe('an island marks itself committed', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('when React hydrates its server HTML, and not before', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const Island = withErrorBoundary(Greeting);
    const island = document.createElement('astro-island');
    island.innerHTML = renderToString(<Island name="Ada" />);
    document.body.append(island);
    expect(island.hasAttribute(ISLAND_COMMITTED)).toBe(false);
    await act(async () => {
      hydrateRoot(island, <Island name="Ada" />);
    });
    expect(island.hasAttribute(ISLAND_COMMITTED)).toBe(true);
    expect(island.querySelector('button')?.textContent).toBe('Hello Ada');
  });
});
