import { TabGroup, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { CHANNELS, type Channel } from '../../lib/compose-draft';
import type { ComposePageCopy } from '../../schemas/account';
import type { ComposeFormCopy, WithShared } from '../../schemas/forms';
import { ComposeForm } from './ComposeForm';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { TabStrip } from '../shared/TabStrip';

interface Props {
  initialChannel: Channel;
  smsPrice: number;
  cancelHref: string;
  formText: WithShared<ComposeFormCopy>;
  tabsText: Pick<ComposePageCopy, 'tabsLabel' | 'tabs'>;
}

/** Compose: one tab per channel, starting on the one in the address. */
function Compose({ initialChannel, smsPrice, cancelHref, formText, tabsText }: Props) {
  const [index, setIndex] = useState(Math.max(CHANNELS.indexOf(initialChannel), 0));

  const select = (next: number) => {
    setIndex(next);
    const channel = CHANNELS[next];
    if (channel) window.history.replaceState(null, '', `/compose/${channel}`);
  };

  return (
    <TabGroup selectedIndex={index} onChange={select}>
      <TabStrip label={tabsText.tabsLabel} tabs={CHANNELS.map((channel) => tabsText.tabs[channel])} stretch />
      <TabPanels className="mt-6">
        {CHANNELS.map((channel) => (
          <TabPanel key={channel}>
            <ComposeForm channel={channel} smsPrice={smsPrice} cancelHref={cancelHref} text={formText} />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

export default withErrorBoundary(Compose);
