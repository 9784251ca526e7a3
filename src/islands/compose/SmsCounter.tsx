import { formatUsd } from '../../lib/money';
import { plural } from '../../lib/plural';
import { countSms } from '../../lib/sms-segments';
import { fill } from '../../lib/template';
import type { ComposeFormCopy } from '../../schemas/forms';

/** Live length, encoding, segments and estimated cost of an SMS. */
export function SmsCounter({
  message,
  recipients,
  pricePerSegment,
  text,
  lang,
}: {
  message: string;
  recipients: number;
  pricePerSegment: number;
  text: ComposeFormCopy['counter'];
  lang: string;
}) {
  const count = countSms(message);
  const limit = count.segments > 1 ? count.perSegment * count.segments : count.singleLimit;
  const cost = count.segments * Math.max(recipients, 0) * pricePerSegment;
  return (
    <p aria-live="polite" className="flex flex-wrap gap-x-4 gap-y-1">
      <span>
        {fill(text.characters, { count: count.units.toLocaleString(lang), limit: limit.toLocaleString(lang) })}
      </span>
      <span>{count.encoding === 'GSM-7' ? text.encodings.gsm7 : text.encodings.ucs2}</span>
      <span>{plural(count.segments, text.segments)}</span>
      <span>{plural(recipients, text.recipients, { count: recipients.toLocaleString(lang) })}</span>
      <span>{fill(text.cost, { cost: formatUsd(cost, 2, lang) })}</span>
    </p>
  );
}
