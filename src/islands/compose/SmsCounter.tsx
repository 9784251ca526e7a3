import { formatUsd } from '../../lib/money';
import { plural } from '../../lib/plural';
import { countSms, type SmsCount } from '../../lib/sms-segments';
import { fill } from '../../lib/template';
import type { ComposeFormCopy } from '../../schemas/forms';

type CounterCopy = ComposeFormCopy['counter'];

/** How many units the message may hold in the segments it takes now. */
const limitOf = (count: SmsCount) => (count.segments > 1 ? count.perSegment * count.segments : count.singleLimit);

/**
 * Length, encoding, segments and estimated cost of an SMS, kept up to date as it is typed. No live
 * region: read after every keystroke it would talk over the writer. It is the message box's hint
 * (aria-describedby), read when the box is focused; what must be heard at once is segmentsNews.
 */
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
  text: CounterCopy;
  lang: string;
}) {
  const count = countSms(message);
  const cost = count.segments * Math.max(recipients, 0) * pricePerSegment;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1">
      <span>
        {fill(text.characters, { count: count.units.toLocaleString(lang), limit: limitOf(count).toLocaleString(lang) })}
      </span>
      <span>{count.encoding === 'GSM-7' ? text.encodings.gsm7 : text.encodings.ucs2}</span>
      <span>{plural(count.segments, text.segments)}</span>
      <span>{plural(recipients, text.recipients, { count: recipients.toLocaleString(lang) })}</span>
      <span>{fill(text.cost, { cost: formatUsd(cost, 2, lang) })}</span>
    </p>
  );
}

/**
 * What to say aloud after the message changed from `before` to `after`, or null for nothing new:
 * the new segment count and limit when the count moves with more than one segment involved (the
 * text went over a segment's limit, or back under it). Starting a message or emptying it is no
 * news; a box emptied from several segments clears what was said (''), so that the same count
 * is said again when it comes back.
 */
export function segmentsNews(before: string, after: string, text: CounterCopy, lang: string): string | null {
  const was = countSms(before).segments;
  const now = countSms(after);
  if (now.segments === was || Math.max(was, now.segments) < 2) return null;
  if (now.segments === 0) return '';
  return fill(text.segmentsNow, {
    segments: plural(now.segments, text.segments, { count: now.segments.toLocaleString(lang) }, lang),
    limit: limitOf(now).toLocaleString(lang),
  });
}
