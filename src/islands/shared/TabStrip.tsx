import { Tab, TabList, TabPanel } from '@headlessui/react';
import { Fragment, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * The tabs of compose, reports and schedule (Headless UI gives the keyboard and ARIA). Each tab
 * names its panel (`aria-controls`) and each panel its tab (`aria-labelledby`), as the WAI-ARIA
 * tabs pattern asks. Headless UI links the two only once hydrated (it reads the ids from the
 * elements), so the server-rendered HTML would have neither: the ids are given here, from the
 * group's id and the tab's place, and both attributes are written on the elements themselves.
 * A tab or panel rendered `as={Fragment}` keeps its child's attributes where Headless UI has no
 * value of its own yet, and takes Headless UI's (the same ids) once it has.
 *
 * A page is readable with JavaScript off: where every panel's content can be in the HTML (the
 * account area's sample data), each `StripPanel` is given its tab's name as `heading` and the
 * strip `headedPanels`. The server HTML then holds every panel, the ones not selected hidden
 * until the island takes over; without JavaScript every panel shows under its heading and the
 * tabs, which would do nothing, are left out. Once hydrated, Headless UI shows one panel at a time.
 */
const tabIds = (group: string, index: number) => ({ tab: `${group}-tab-${index}`, panel: `${group}-panel-${index}` });

export function TabStrip({
  group,
  label,
  tabs,
  stretch = false,
  headedPanels = false,
}: {
  /** The group's id (React's `useId()` in the island), shared with its `StripPanel`s. */
  group: string;
  label: string;
  tabs: readonly string[];
  stretch?: boolean;
  /** Every panel shows under its heading without JavaScript (`StripPanel`'s `heading`): no tabs then. */
  headedPanels?: boolean;
}) {
  return (
    <TabList
      aria-label={label}
      className={`flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1${headedPanels ? ' noscript:hidden' : ''}`}
    >
      {tabs.map((tab, index) => {
        const ids = tabIds(group, index);
        // Headless UI reads a tab's id from its props whatever it renders, but types it only as
        // an attribute of the element rendered, and a Fragment has none.
        const tabId: object = { id: ids.tab };
        return (
          <Tab key={tab} {...tabId} as={Fragment}>
            <button
              type="button"
              aria-controls={ids.panel}
              className={`${stretch ? 'flex-1 px-3' : 'px-4'} rounded-md py-2 text-sm font-semibold text-slate-700 hover:bg-white/70 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm`}
            >
              {tab}
            </button>
          </Tab>
        );
      })}
    </TabList>
  );
}

type PanelProps = {
  group: string;
  index: number;
  className?: string;
  children: ReactNode;
};

/**
 * The panel of the `index`th tab of a `TabStrip` (inside Headless UI's `TabPanels`, in the tabs'
 * order). With a `heading` (its tab's name), every panel is in the server HTML (`HeadedPanel`).
 */
export function StripPanel({ heading, ...panel }: PanelProps & { heading?: string }) {
  if (heading !== undefined) return <HeadedPanel heading={heading} {...panel} />;
  const ids = tabIds(panel.group, panel.index);
  return (
    <TabPanel id={ids.panel} as={Fragment}>
      <div aria-labelledby={ids.tab} className={panel.className}>
        {panel.children}
      </div>
    </TabPanel>
  );
}

/**
 * A panel rendered even when not selected until the island hydrates: hidden while JavaScript runs,
 * shown under its heading without it. Once hydrated, Headless UI renders the selected panel only.
 */
function HeadedPanel({ group, index, className, heading, children }: PanelProps & { heading: string }) {
  const ids = tabIds(group, index);
  const hydrated = useHydrated();
  return (
    <TabPanel id={ids.panel} as={Fragment} static={!hydrated}>
      {({ selected }) => (
        <div
          aria-labelledby={ids.tab}
          className={
            [!selected && 'hidden noscript:block', index > 0 && 'noscript:mt-10'].filter(Boolean).join(' ') || undefined
          }
        >
          <h2 className="mb-3 hidden text-lg font-semibold text-ink noscript:block">{heading}</h2>
          {className === undefined ? children : <div className={className}>{children}</div>}
        </div>
      )}
    </TabPanel>
  );
}
