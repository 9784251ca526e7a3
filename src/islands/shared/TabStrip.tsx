import { Tab, TabList, TabPanel } from '@headlessui/react';
import { Fragment, type ReactNode } from 'react';

/**
 * The tabs of compose, reports and schedule (Headless UI gives the keyboard and ARIA). Each tab
 * names its panel (`aria-controls`) and each panel its tab (`aria-labelledby`), as the WAI-ARIA
 * tabs pattern asks. Headless UI links the two only once hydrated (it reads the ids from the
 * elements), so the server-rendered HTML would have neither: the ids are given here, from the
 * group's id and the tab's place, and both attributes are written on the elements themselves.
 * A tab or panel rendered `as={Fragment}` keeps its child's attributes where Headless UI has no
 * value of its own yet, and takes Headless UI's (the same ids) once it has.
 */
const tabIds = (group: string, index: number) => ({ tab: `${group}-tab-${index}`, panel: `${group}-panel-${index}` });

export function TabStrip({
  group,
  label,
  tabs,
  stretch = false,
}: {
  /** The group's id (React's `useId()` in the island), shared with its `StripPanel`s. */
  group: string;
  label: string;
  tabs: readonly string[];
  stretch?: boolean;
}) {
  return (
    <TabList aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
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

/** The panel of the `index`th tab of a `TabStrip` (inside Headless UI's `TabPanels`, in the tabs' order). */
export function StripPanel({
  group,
  index,
  className,
  children,
}: {
  group: string;
  index: number;
  className?: string;
  children: ReactNode;
}) {
  const ids = tabIds(group, index);
  return (
    <TabPanel id={ids.panel} as={Fragment}>
      <div aria-labelledby={ids.tab} className={className}>
        {children}
      </div>
    </TabPanel>
  );
}
