import { TabGroup, TabPanels } from '@headlessui/react';
import { useId, useState } from 'react';
import { CHANNELS, type Channel } from '../../lib/compose-draft';
import type { ComposePageCopy } from '../../schemas/account';
import type { ComposeFormCopy, WithShared } from '../../schemas/forms';
import { ComposeForm } from './ComposeForm';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { StripPanel, TabStrip } from '../shared/TabStrip';
import { replaceAddress } from '../../lib/address-in-place';

interface Props {
  initialChannel: Channel;
  smsPrice: number;
  /** Where Cancel and a sent message lead: the dashboard in the page's language. */
  dashboardHref: string;
  /** /compose in the page's language: the address follows the open tab (/compose/sms). */
  composeHref: string;
  /** The page's language (a BCP 47 tag) for numbers and prices. */
  lang: string;
  formText: WithShared<ComposeFormCopy>;
  tabsText: Pick<ComposePageCopy, 'tabsLabel' | 'tabs'>;
}

/** Compose: one tab per channel, starting on the one in the address. */
function Compose({ initialChannel, smsPrice, dashboardHref, composeHref, formText, tabsText, lang }: Props) {
  const [index, setIndex] = useState(Math.max(CHANNELS.indexOf(initialChannel), 0));
  const tabGroup = useId();

  const select = (next: number) => {
    setIndex(next);
    const channel = CHANNELS[next];
    if (channel) replaceAddress(`${composeHref}/${channel}`);
  };

  return (
    <TabGroup selectedIndex={index} onChange={select}>
      <TabStrip
        group={tabGroup}
        label={tabsText.tabsLabel}
        tabs={CHANNELS.map((channel) => tabsText.tabs[channel])}
        stretch
      />
      <TabPanels className="mt-6">
        {CHANNELS.map((channel, channelIndex) => (
          <StripPanel key={channel} group={tabGroup} index={channelIndex}>
            <ComposeForm
              channel={channel}
              smsPrice={smsPrice}
              dashboardHref={dashboardHref}
              text={formText}
              lang={lang}
            />
          </StripPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

export default withErrorBoundary(Compose);
