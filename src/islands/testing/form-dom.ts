/**
 * For a form island's tests in happy-dom: render it, find its controls by their visible label
 * and read them as a visitor does, type, submit, and move the page's clock.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';

type Control = HTMLInputElement | HTMLTextAreaElement;

let mounted: Root | undefined;

/**
 * Renders an island into an empty page (the one mounted before is unmounted), with the timers
 * faked: a test moves the clock itself (advance).
 */
export async function mount(island: ReactNode): Promise<HTMLElement> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const previous = mounted;
  if (previous) await act(async () => previous.unmount());
  document.body.innerHTML = '';
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted = root;
  await act(async () => root.render(island));
  return host;
}

/** The control a label names: its text as shown, a required field's * aside. */
export function control(host: HTMLElement, name: string | RegExp): Control {
  const label = [...host.querySelectorAll('label')].find((element) => {
    const text = (element.textContent ?? '').replace(/\s*\*$/, '').trim();
    return typeof name === 'string' ? text === name : name.test(text);
  });
  const found = label && host.ownerDocument.getElementById(label.htmlFor);
  if (!found) throw new Error(`No control labelled ${String(name)}`);
  return found as Control;
}

/** The texts a control's aria-describedby points at: its error, its notes, its hint. */
export function description(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/** The form's submit button. */
export function submitButton(host: HTMLElement): HTMLButtonElement {
  const button = host.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('No submit button');
  return button;
}

/** Types into a control: its value, then the input event a keystroke gives. */
export async function type(element: Control, text: string): Promise<void> {
  await act(async () => {
    element.value = text;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Ticks or unticks a checkbox with a click. */
export async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click());
}

/** Submits the form as a browser does once its own checks have passed (or been turned off). */
export async function submit(host: HTMLElement): Promise<void> {
  const form = host.querySelector('form');
  if (!form) throw new Error('No form');
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

/** Moves the page's clock on by `ms` milliseconds, React's updates applied. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
