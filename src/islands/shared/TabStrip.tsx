import { Tab, TabList } from '@headlessui/react';

/** The row of tabs used by compose, reports and schedule (Headless UI gives the keyboard and ARIA). */
export function TabStrip({
  label,
  tabs,
  stretch = false,
}: {
  label: string;
  tabs: readonly string[];
  stretch?: boolean;
}) {
  return (
    <TabList aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
      {tabs.map((tab) => (
        <Tab
          key={tab}
          className={`${stretch ? 'flex-1 px-3' : 'px-4'} rounded-md py-2 text-sm font-semibold text-slate-700 hover:bg-white/70 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm`}
        >
          {tab}
        </Tab>
      ))}
    </TabList>
  );
}
