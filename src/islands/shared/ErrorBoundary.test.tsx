// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('Widget exploded');
}

describe('withErrorBoundary', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('shows the render-failure title and the error message instead of a blank island', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.dataset['renderFailureTitle'] = 'Unexpected Application Error!';
    const host = document.createElement('div');
    document.body.append(host);
    const Guarded = withErrorBoundary(Broken);
    await act(async () => createRoot(host).render(<Guarded />));
    const alert = host.querySelector('[role="alert"]');
    expect(alert?.querySelector('h2')?.textContent).toBe('Unexpected Application Error!');
    expect(alert?.textContent).toContain('Widget exploded');
  });
});
