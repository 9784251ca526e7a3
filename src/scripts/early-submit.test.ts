// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => {
  // The inlined script, run as the page runs it.
  new Function(readFileSync(join(import.meta.dirname, 'early-submit.js'), 'utf8'))();
});

/** An island whose form has not hydrated, and the submits that reach its root (where React listens). */
function island() {
  document.body.innerHTML =
    '<astro-island><div id="root"><form data-early-submit method="dialog"><button>Send</button></form></div></astro-island>';
  const form = document.querySelector('form') as HTMLFormElement;
  const reached: Event[] = [];
  document.querySelector('#root')?.addEventListener('submit', (event) => {
    event.preventDefault();
    reached.push(event);
  });
  return { form, reached };
}

describe('early-submit', () => {
  it('holds a submit made before hydration away from the island, and sends it once when the form is ready', async () => {
    const { form, reached } = island();
    form.requestSubmit();
    expect(reached).toHaveLength(0);
    expect(form.closest('astro-island')?.hasAttribute('data-early-held')).toBe(true);

    // The script replays each held submit in a task of its own: on fake timers, every task it
    // schedules can be run out, so a second send would be seen instead of waited for.
    vi.useFakeTimers();
    try {
      form.setAttribute('data-ready', '');
      await vi.waitFor(() => expect(reached).toHaveLength(1));
      await vi.runAllTimersAsync();
      expect(reached).toHaveLength(1);
      expect(form.closest('astro-island')?.hasAttribute('data-early-held')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a held submit and its note when the island’s code cannot load, and holds no later one', () => {
    const { form, reached } = island();
    const root = form.closest('astro-island') as Element;
    form.requestSubmit();
    expect(root.hasAttribute('data-early-held')).toBe(true);

    root.dispatchEvent(new CustomEvent('astro:hydration-error', { bubbles: true }));
    expect(root.hasAttribute('data-early-held')).toBe(false);
    // A later submit passes on (to no island: nothing is sent), with no note.
    form.requestSubmit();
    expect(root.hasAttribute('data-early-held')).toBe(false);
    expect(reached).toHaveLength(1);
  });

  it('leaves a ready form’s submit to the island', () => {
    const { form, reached } = island();
    form.setAttribute('data-ready', '');
    form.requestSubmit();
    expect(reached).toHaveLength(1);
  });
});
