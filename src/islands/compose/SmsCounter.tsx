import { formatUsd } from '../../lib/money';
import { countSms } from '../../lib/sms-segments';

/** Live length, encoding, segments and estimated cost of an SMS. */
export function SmsCounter({
  message,
  recipients,
  pricePerSegment,
}: {
  message: string;
  recipients: number;
  pricePerSegment: number;
}) {
  const count = countSms(message);
  const limit = count.segments > 1 ? count.perSegment * count.segments : count.singleLimit;
  const cost = count.segments * Math.max(recipients, 0) * pricePerSegment;
  return (
    <p aria-live="polite" className="flex flex-wrap gap-x-4 gap-y-1">
      <span>
        {count.units}/{limit} characters
      </span>
      <span>{count.encoding}</span>
      <span>
        {count.segments} {count.segments === 1 ? 'segment' : 'segments'}
      </span>
      <span>
        {recipients} {recipients === 1 ? 'recipient' : 'recipients'}
      </span>
      <span>Estimated cost {formatUsd(cost)}</span>
    </p>
  );
}
