// @vitest-environment happy-dom
import { TabGroup, TabPanels } from '@headlessui/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StripPanel, TabStrip } from './TabStrip';

const TABS = ['Upcoming', 'Completed', 'Drafts'];

function Tabs({ headed }: { headed: boolean }) {
  return (
    <TabGroup>
      <TabStrip group="g" label="Schedules" tabs={TABS} headedPanels={headed} />
      <TabPanels>
        {TABS.map((tab, index) => (
          <StripPanel key={tab} group="g" index={index} heading={headed ? tab : undefined}>
            <p>{`${tab} content`}</p>
          </StripPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

const panels = (root: ParentNode) =>
  [...root.querySelectorAll('[role="tabpanel"]')].filter((panel) => panel.textContent !== '');
const classes = (element: Element) => (element.getAttribute('class') ?? '').split(' ');

describe('tabs whose panels are read without JavaScript', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hold every panel in the server HTML, each under its heading, the unselected ones hidden while scripts run', () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Tabs headed />);
    expect(panels(root).map((panel) => panel.textContent)).toEqual(TABS.map((tab) => `${tab}${tab} content`));
    expect(panels(root).map((panel) => panel.querySelector('h2')?.textContent)).toEqual(TABS);
    const [first, ...others] = panels(root);
    expect(classes(first!)).not.toContain('hidden');
    for (const panel of others) expect(classes(panel)).toEqual(expect.arrayContaining(['hidden', 'noscript:block']));
    expect(classes(root.querySelector('[role="tablist"]')!)).toContain('noscript:hidden');
  });

  it('without headings (compose, whose channels have addresses of their own) hold only the selected panel', () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Tabs headed={false} />);
    expect(panels(root).map((panel) => panel.textContent)).toEqual(['Upcoming content']);
    expect(classes(root.querySelector('[role="tablist"]')!)).not.toContain('noscript:hidden');
  });

  it('once hydrated on the server HTML, keep its selected panel and show one panel at a time as the tabs choose', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Tabs headed />);
    document.body.append(root);
    const served = panels(root)[0];
    // A tree that did not match would be rendered again on the client: a recoverable error, new nodes.
    const recovered = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(root, <Tabs headed />, { onRecoverableError: recovered });
    });
    logged.mockRestore();
    expect(recovered).not.toHaveBeenCalled();
    // React's development build names each attribute the server HTML lacks: only Headless UI's
    // autoFocus={false} on the tabs (a production build does not compare attributes), none of the panels'.
    const differing = logged.mock.calls
      .flatMap((call) => call.map(String).join(' ').split('\n'))
      .flatMap((line) => /^\s*[+-]\s+([\w-]+)=/.exec(line)?.[1] ?? []);
    expect(differing.filter((name) => name !== 'autoFocus')).toEqual([]);
    expect(panels(root)[0]).toBe(served);
    expect(panels(root).map((panel) => panel.textContent)).toEqual(['UpcomingUpcoming content']);
    await act(async () => {
      root.querySelectorAll<HTMLElement>('[role="tab"]')[1]!.click();
    });
    expect(panels(root).map((panel) => panel.textContent)).toEqual(['CompletedCompleted content']);
  });
});
