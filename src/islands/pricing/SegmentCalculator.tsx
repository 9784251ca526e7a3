import { Fragment, useId, useRef, useState } from 'react';
import { formatUnitPrice, toMicros } from '../../lib/estimator';
import { formatNumber } from '../../lib/figures';
import { MESSAGE_MAX_LENGTH } from '../../lib/field-limits';
import { characterCount, codePoints, countSms, ucs2Characters, ucs2Runs } from '../../lib/sms-segments';
import { fill } from '../../lib/template';
import type { NamedCountryRate, SegmentCalculatorPage } from '../../schemas/pricing';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { CountrySelect } from './CountrySelect';
import { useAdoptedFields } from '../shared/useAdoptedFields';

export interface SegmentCalculatorProps {
  countries: Pick<NamedCountryRate, 'id' | 'name' | 'smsOutbound'>[];
  defaultCountry: string;
  text: Pick<
    SegmentCalculatorPage,
    | 'formHeading'
    | 'messageLabel'
    | 'messageHint'
    | 'countryLabel'
    | 'resultsHeading'
    | 'pending'
    | 'noScript'
    | 'labels'
    | 'encodings'
    | 'unitsValue'
    | 'costValue'
    | 'ucs2'
  >;
  /** The page's language (a BCP 47 tag) for numbers and prices. */
  lang: string;
  /** Said once the text holds as many characters as an SMS can (the API's 1,600). */
  full: string;
}

/**
 * The public SMS segment calculator: the compose counter's rules (src/lib/sms-segments.ts)
 * applied to any text, with the characters that force UCS-2 shown as text, never as HTML.
 * The form is server-rendered; results appear once the island has hydrated and read it.
 */
function SegmentCalculator({ countries, defaultCountry, text, lang, full }: SegmentCalculatorProps) {
  const uid = useId();
  const [message, setMessage] = useState('');
  const [countryId, setCountryId] = useState(defaultCountry);
  const box = useRef<HTMLTextAreaElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const ready = useAdoptedFields(() => {
    setMessage(box.current?.value ?? '');
    if (select.current) setCountryId(select.current.value);
  });

  const count = countSms(message);
  const limit = count.segments > 1 ? count.perSegment * count.segments : count.singleLimit;
  const country = countries.find((candidate) => candidate.id === countryId) ?? countries[0];
  const rate = country?.smsOutbound ?? 0;
  const cost = (toMicros(rate) * count.segments) / 1_000_000;
  const forcing = ucs2Characters(message);
  const results: [string, string][] = [
    [text.labels.encoding, count.encoding === 'GSM-7' ? text.encodings.gsm7 : text.encodings.ucs2],
    [text.labels.characters, formatNumber(characterCount(message), lang)],
    [text.labels.units, fill(text.unitsValue, { units: count.units, limit })],
    [text.labels.segments, String(count.segments)],
    [
      text.labels.cost,
      fill(text.costValue, {
        segments: count.segments,
        rate: formatUnitPrice(rate, lang),
        cost: formatUnitPrice(cost, lang),
      }),
    ],
  ];

  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <section aria-labelledby={`${uid}-form`}>
        <h2 id={`${uid}-form`} className="text-2xl font-bold tracking-tight text-ink">
          {text.formHeading}
        </h2>
        <label htmlFor={`${uid}-message`} className="mt-4 block text-sm font-medium text-ink">
          {text.messageLabel}
        </label>
        <p id={`${uid}-hint`} className="mt-1 text-sm text-slate-600">
          {text.messageHint}
        </p>
        <textarea
          id={`${uid}-message`}
          ref={box}
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH.sms}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={`${uid}-hint ${uid}-full`}
          className="mt-2 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink"
        />
        <p id={`${uid}-full`} role="status" className="mt-1 text-sm font-medium text-ink empty:hidden">
          {message.length >= MESSAGE_MAX_LENGTH.sms ? full : null}
        </p>
        <div className="mt-6">
          <CountrySelect
            id={`${uid}-country`}
            label={text.countryLabel}
            countries={countries}
            value={countryId}
            onChange={setCountryId}
            selectRef={select}
          />
        </div>
      </section>
      <section aria-labelledby={`${uid}-results`} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
        <h2 id={`${uid}-results`} className="text-2xl font-bold tracking-tight text-ink">
          {text.resultsHeading}
        </h2>
        <p className="mt-4 hidden text-slate-700 noscript:block">{text.noScript}</p>
        {!ready ? (
          <p className="mt-4 text-slate-700 noscript:hidden" data-until-loaded>
            {text.pending}
          </p>
        ) : (
          <>
            <dl aria-live="polite" className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              {results.map(([label, value]) => (
                <Fragment key={label}>
                  <dt className="font-medium text-slate-700">{label}</dt>
                  <dd className="font-semibold text-ink tabular-nums">{value}</dd>
                </Fragment>
              ))}
            </dl>
            <h3 className="mt-6 text-lg font-semibold text-ink">{text.ucs2.heading}</h3>
            {forcing.length === 0 ? (
              <p className="mt-2 text-slate-700">{text.ucs2.none}</p>
            ) : (
              <>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {forcing.map((character) => (
                    <li key={character} className="rounded-md bg-white px-2 py-1 ring-1 ring-slate-200">
                      <mark className="rounded bg-amber-200 px-1 text-ink">{character}</mark>{' '}
                      <span className="text-sm text-slate-600">{codePoints(character)}</span>
                    </li>
                  ))}
                </ul>
                <h3 className="mt-6 text-lg font-semibold text-ink">{text.ucs2.previewHeading}</h3>
                <p className="mt-2 rounded-md bg-white p-3 whitespace-pre-wrap wrap-anywhere ring-1 ring-slate-200">
                  {ucs2Runs(message).map((run, index) =>
                    run.ucs2 ? (
                      <mark key={index} className="rounded bg-amber-200 text-ink">
                        {run.text}
                      </mark>
                    ) : (
                      <Fragment key={index}>{run.text}</Fragment>
                    ),
                  )}
                </p>
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}

export default withErrorBoundary(SegmentCalculator);
