import { Radio, RadioGroup } from '@headlessui/react';
import { useId, useState } from 'react';
import {
  estimate,
  formatCount,
  formatUnitPrice,
  formatUsd,
  MAX_MONTHLY_VOLUME,
  parseVolume,
  type VolumeResult,
} from '../../lib/estimator';
import { fill } from '../../lib/template';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import type { PlanProps, PricingProps, PricingText, RateProps } from './pricing-types';

type Period = 'monthly' | 'yearly';

const wholeDollars = (value: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value);

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-0.5 shrink-0 text-success"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function SaveBadge({ label }: { label: string }) {
  return (
    <span className="ml-2 inline-flex rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
      {label}
    </span>
  );
}

/**
 * Both prices are always in the card: the chosen period in large type and the other one
 * under it, so with JavaScript off (or before hydration) monthly and yearly are both readable,
 * and switching never changes the card's height.
 */
function PlanPrice({ plan, period, text }: { plan: PlanProps; period: Period; text: PricingText['billing'] }) {
  if (plan.monthlyPrice === 'Custom' || plan.yearlyPrice === 'Custom') {
    return (
      <div className="mt-4">
        <p>
          <span data-plan-price className="text-4xl font-bold text-ink">
            {plan.monthlyPrice === 'Custom' ? plan.monthlyPrice : plan.yearlyPrice}
          </span>
        </p>
        <p data-plan-alternative className="mt-1 text-sm text-slate-600">
          {text.customNote}
        </p>
      </div>
    );
  }
  const yearly = period === 'yearly';
  const main = yearly ? plan.yearlyPrice : plan.monthlyPrice;
  const other = yearly ? plan.monthlyPrice : plan.yearlyPrice;
  return (
    <div className="mt-4">
      <p className="flex flex-wrap items-baseline">
        <span data-plan-price className="text-4xl font-bold text-ink">
          ${wholeDollars(main)}
        </span>
        <span data-plan-period className="ml-1 text-slate-600">
          {yearly ? text.perYear : text.perMonth}
        </span>
        {yearly && <SaveBadge label={text.save} />}
      </p>
      <p data-plan-alternative className="mt-1 text-sm text-slate-600">
        {fill(yearly ? text.orMonthly : text.orYearly, { price: wholeDollars(other) })}
        {!yearly && <SaveBadge label={text.save} />}
      </p>
    </div>
  );
}

function PlanCard({ plan, period, text }: { plan: PlanProps; period: Period; text: PricingText }) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <li
      aria-labelledby={headingId}
      data-plan={plan.id}
      className={`relative flex flex-col rounded-2xl bg-white p-6 sm:p-8 ${plan.recommended ? 'shadow-lg ring-2 ring-brand-700' : 'ring-1 ring-slate-200'}`}
    >
      {plan.recommended && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {text.recommendedLabel}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-semibold text-ink">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <PlanPrice plan={plan} period={period} text={text.billing} />
      <ul className="mt-6 flex-1 space-y-2 text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon />
            {feature}
          </li>
        ))}
      </ul>
      <a
        href={plan.buttonLink}
        className={`mt-8 rounded-lg px-4 py-3 text-center font-semibold ${plan.recommended ? 'bg-brand-700 text-white hover:bg-brand-800' : 'bg-brand-50 text-brand-800 hover:bg-brand-100'}`}
      >
        {plan.buttonText}
      </a>
    </li>
  );
}

function BillingToggle({
  period,
  onChange,
  text,
}: {
  period: Period;
  onChange: (value: Period) => void;
  text: PricingText['billing'];
}) {
  const option =
    'flex cursor-pointer items-center rounded-full px-5 py-2 text-sm font-semibold text-slate-700 outline-offset-2 data-checked:bg-white data-checked:text-brand-800 data-checked:shadow data-focus:outline-3 data-focus:outline-brand-600';
  return (
    <RadioGroup
      value={period}
      onChange={onChange}
      aria-label={text.legend}
      className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200"
    >
      <Radio value="monthly" className={option}>
        {text.monthly}
      </Radio>
      <Radio value="yearly" className={option}>
        {text.yearly}
        <SaveBadge label={text.save} />
      </Radio>
    </RadioGroup>
  );
}

function RatesTable({ rates, text }: { rates: RateProps[]; text: PricingText['payg'] }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={text.caption}
      className="mt-8 overflow-x-auto rounded-2xl ring-1 ring-slate-200"
    >
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{text.caption}</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-6">
              {text.columns.channel}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-6">
              {text.columns.price}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-6">
              {text.columns.discounts}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rates.map((rate) => (
            <tr key={rate.id} data-rate={rate.id}>
              <th scope="row" className="px-3 py-4 font-semibold text-ink sm:px-6">
                {rate.channel}
              </th>
              <td className="px-3 py-4 text-slate-700 sm:px-6">
                {text.fromLabel} <strong className="font-semibold text-ink">{formatUnitPrice(rate.price)}</strong>{' '}
                {rate.unit}
              </td>
              <td className="px-3 py-4 text-slate-700 sm:px-6">{rate.discountLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function errorText(result: VolumeResult, errors: PricingText['estimator']['errors']): string | null {
  if (result.ok) return null;
  return fill(errors[result.error], { max: formatCount(MAX_MONTHLY_VOLUME) });
}

function Estimator({ rates, text }: { rates: RateProps[]; text: PricingText['estimator'] }) {
  const uid = useId();
  const [raw, setRaw] = useState<Record<string, string>>(() => Object.fromEntries(rates.map((rate) => [rate.id, '0'])));
  const rows = rates.map((rate) => ({ rate, result: parseVolume(raw[rate.id] ?? '') }));
  const valid = rows.every((row) => row.result.ok);
  const total = valid
    ? estimate(
        rows.map(({ rate, result }) => ({ id: rate.id, price: rate.price, volume: result.ok ? result.value : 0 })),
      ).totalMicros
    : null;
  const inputId = (id: string) => `${uid}-${id}`;

  return (
    <div className="mt-8 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
      <fieldset>
        <legend className="text-lg font-semibold text-ink">{text.legend}</legend>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map(({ rate, result }) => {
            const id = inputId(rate.id);
            const problem = errorText(result, text.errors);
            const volume = result.ok ? result.value : null;
            const line =
              volume === null
                ? null
                : fill(text.lineLabel, {
                    volume: formatCount(volume),
                    price: formatUnitPrice(rate.price).replace(/^\$/, ''),
                    cost: formatUsd(estimate([{ id: rate.id, price: rate.price, volume }]).totalMicros),
                  });
            return (
              <div key={rate.id} data-estimator-channel={rate.id}>
                <label htmlFor={id} className="block text-sm font-medium text-ink">
                  {rate.volumeLabel}
                </label>
                <input
                  id={id}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
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
                  {problem ??
                    (volume !== null && volume >= rate.discountFrom
                      ? `${line} · ${fill(text.discountHint, { threshold: formatCount(rate.discountFrom) })}`
                      : line)}
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
          htmlFor={rates.map((rate) => inputId(rate.id)).join(' ')}
          data-estimator-total
          className={total === null ? 'font-medium text-danger' : 'text-3xl font-bold text-ink'}
        >
          {total === null ? text.invalidTotal : formatUsd(total)}
        </output>
      </div>
      <p className="mt-4 text-sm text-slate-600">{text.note}</p>
    </div>
  );
}

/** The pricing island: billing-period toggle, plan cards, pay-as-you-go rates and the cost estimator. */
function Pricing({ plans, rates, text }: PricingProps) {
  const [period, setPeriod] = useState<Period>('monthly');
  return (
    <div>
      <section aria-labelledby="plans-heading" className="pb-12 sm:pb-16">
        <div className="container-page">
          <h2 id="plans-heading" className="sr-only">
            {text.plansHeading}
          </h2>
          <div className="flex justify-center">
            <BillingToggle period={period} onChange={setPeriod} text={text.billing} />
          </div>
          <ul className="mx-auto mt-12 grid max-w-6xl gap-8 lg:grid-cols-3">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} period={period} text={text} />
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="payg-heading" className="bg-white py-12 sm:py-16">
        <div className="container-page max-w-5xl">
          <h2 id="payg-heading" className="text-3xl font-bold tracking-tight text-ink">
            {text.payg.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{text.payg.text}</p>
          <RatesTable rates={rates} text={text.payg} />
          <section aria-labelledby="estimator-heading" className="mt-12">
            <h3 id="estimator-heading" className="text-2xl font-bold tracking-tight text-ink">
              {text.estimator.heading}
            </h3>
            <p className="mt-2 text-slate-600">{text.estimator.text}</p>
            <Estimator rates={rates} text={text.estimator} />
          </section>
        </div>
      </section>
    </div>
  );
}

export default withErrorBoundary(Pricing);
