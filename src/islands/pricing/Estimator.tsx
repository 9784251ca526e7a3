import { useId, useRef, useState } from 'react';
import {
  estimate,
  formatUnitPrice,
  formatMicros,
  MAX_MONTHLY_VOLUME,
  parseVolume,
  type VolumeResult,
} from '../../lib/estimator';
import { MAX_LENGTH } from '../../lib/field-limits';
import { formatNumber } from '../../lib/figures';
import { fill } from '../../lib/template';
import type { NamedCountryRate, PayAsYouGoRate, PricingPage } from '../../schemas/pricing';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { CountrySelect } from './CountrySelect';
import { useAdoptedFields } from '../shared/useAdoptedFields';

type Text = PricingPage['estimator'];

export interface EstimatorProps {
  /** `lang` on a rate whose label a translated page shows in English. */
  rates: (PayAsYouGoRate & { lang?: string })[];
  countries: Pick<NamedCountryRate, 'id' | 'name' | 'smsOutbound'>[];
  defaultCountry: string;
  text: Text;
  /** The page's language (a BCP 47 tag) for numbers and prices. */
  lang: string;
}

function errorText(result: VolumeResult, errors: Text['errors'], lang: string): string | null {
  if (result.ok) return null;
  return fill(errors[result.error], { max: formatNumber(MAX_MONTHLY_VOLUME, lang) });
}

/**
 * The pay-as-you-go cost estimator on /pricing. It hydrates on the first interaction; the
 * boxes take typing before that, and the figures appear only once it has hydrated and read
 * them, so it never shows a total for values that are not in the boxes.
 */
function Estimator({ rates, countries, defaultCountry, text, lang }: EstimatorProps) {
  const uid = useId();
  const [raw, setRaw] = useState<Record<string, string>>(() => Object.fromEntries(rates.map((rate) => [rate.id, '0'])));
  const [countryId, setCountryId] = useState(defaultCountry);
  const boxes = useRef<Record<string, HTMLInputElement | null>>({});
  const select = useRef<HTMLSelectElement>(null);
  const ready = useAdoptedFields(() => {
    setRaw(Object.fromEntries(rates.map((rate) => [rate.id, boxes.current[rate.id]?.value ?? '0'])));
    if (select.current) setCountryId(select.current.value);
  });

  const country = countries.find((candidate) => candidate.id === countryId) ?? countries[0];
  const priceOf = (rate: PayAsYouGoRate) => (rate.id === 'sms' && country ? country.smsOutbound : rate.price);
  const rows = rates.map((rate) => ({ rate, price: priceOf(rate), result: parseVolume(raw[rate.id] ?? '', lang) }));
  const valid = rows.every((row) => row.result.ok);
  const total = valid
    ? estimate(rows.map(({ rate, price, result }) => ({ id: rate.id, price, volume: result.ok ? result.value : 0 })))
        .totalMicros
    : null;
  const inputId = (id: string) => `${uid}-${id}`;

  return (
    <div className="mt-8 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
      <p className="hidden text-slate-700 noscript:block">{text.noScript}</p>
      <div className="noscript:hidden">
        <fieldset>
          <legend className="text-lg font-semibold text-ink">{text.legend}</legend>
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
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map(({ rate, price, result }) => {
              const id = inputId(rate.id);
              const problem = ready ? errorText(result, text.errors, lang) : null;
              const volume = result.ok ? result.value : null;
              const line =
                volume === null
                  ? null
                  : fill(text.lineLabel, {
                      volume: formatNumber(volume, lang),
                      price: formatUnitPrice(price, lang),
                      cost: formatMicros(estimate([{ id: rate.id, price, volume }]).totalMicros, lang),
                    });
              const message =
                problem ??
                (volume !== null && volume >= rate.discountFrom
                  ? `${line} · ${fill(text.discountHint, { threshold: formatNumber(rate.discountFrom, lang) })}`
                  : line);
              return (
                <div key={rate.id} data-estimator-channel={rate.id}>
                  <label htmlFor={id} className="block text-sm font-medium text-ink" lang={rate.lang}>
                    {rate.volumeLabel}
                  </label>
                  <input
                    id={id}
                    ref={(element) => {
                      boxes.current[rate.id] = element;
                    }}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={MAX_LENGTH.volume}
                    spellCheck={false}
                    value={raw[rate.id] ?? ''}
                    onChange={(event) => setRaw((previous) => ({ ...previous, [rate.id]: event.target.value }))}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={`${id}-status`}
                    className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-ink ${problem ? 'border-danger ring-1 ring-danger' : 'border-slate-400'}`}
                  />
                  <p
                    id={`${id}-status`}
                    className={`mt-1 min-h-10 text-sm ${problem ? 'font-medium text-danger' : 'text-slate-600'}`}
                    data-estimator-message
                  >
                    {ready ? message : null}
                  </p>
                </div>
              );
            })}
          </div>
        </fieldset>
        <div className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-6 sm:flex-row sm:items-baseline sm:justify-between">
          <p id={`${uid}-total-label`} className="text-lg font-semibold text-ink">
            {text.totalLabel}
          </p>
          <output
            aria-labelledby={`${uid}-total-label`}
            aria-live="polite"
            htmlFor={[`${uid}-country`, ...rates.map((rate) => inputId(rate.id))].join(' ')}
            data-estimator-total
            className={`block min-h-12 ${
              !ready ? 'text-slate-600' : total === null ? 'font-medium text-danger' : 'text-3xl font-bold text-ink'
            }`}
          >
            {!ready ? (
              <span data-until-loaded>{text.pending}</span>
            ) : total === null ? (
              text.invalidTotal
            ) : (
              formatMicros(total, lang)
            )}
          </output>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-600">{text.note}</p>
    </div>
  );
}

export default withErrorBoundary(Estimator);
