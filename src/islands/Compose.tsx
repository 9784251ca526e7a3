import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { CHANNELS, type Channel } from '../lib/compose-draft';
import { CHANNEL_COPY } from './compose/channels';
import { ComposeForm } from './compose/ComposeForm';
import { gatedIsland } from './HydrationGate';

interface Props {
  initialChannel: Channel;
  smsPrice: number;
  cancelHref: string;
}

/** Compose: one tab per channel, starting on the one in the address. */
function Compose({ initialChannel, smsPrice, cancelHref }: Props) {
  const [index, setIndex] = useState(Math.max(CHANNELS.indexOf(initialChannel), 0));

  const select = (next: number) => {
    setIndex(next);
    const channel = CHANNELS[next];
    if (channel) window.history.replaceState(null, '', `/compose/${channel}`);
  };

  return (
    <TabGroup selectedIndex={index} onChange={select}>
      <TabList aria-label="Channel" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {CHANNELS.map((channel) => (
          <Tab
            key={channel}
            className="flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-white/70 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm"
          >
            {CHANNEL_COPY[channel].tab}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-6">
        {CHANNELS.map((channel) => (
          <TabPanel key={channel}>
            <ComposeForm channel={channel} smsPrice={smsPrice} cancelHref={cancelHref} />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

export default gatedIsland(Compose);
