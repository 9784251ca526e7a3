import { useId, useRef, useState } from 'react';
import { filterCountries, sortCountries, type SortDirection, type SortKey } from '../../lib/country-table';
import { formatUnitPrice } from '../../lib/estimator';
import { MAX_LENGTH } from '../../lib/field-limits';
import { fill } from '../../lib/template';
import type { NamedCountryRate, SmsRatesPage } from '../../schemas/pricing';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { useAdoptedFields } from '../shared/useAdoptedFields';

export interface CountryRatesProps {
  /** Sorted by name, as the server renders them. */
  countries: NamedCountryRate[];
  text: Pick<SmsRatesPage, 'caption' | 'columns' | 'senderTypes' | 'filter'>;
  /** The page's language (a BCP 47 tag) for numbers and prices. */
  lang: string;
}

const RATE_COLUMNS = [
  ['smsOutbound', 'smsOutbound'],
  ['smsInbound', 'smsInbound'],
  ['voicePerMinute', 'voice'],
] as const satisfies readonly (readonly [SortKey, keyof SmsRatesPage['columns']])[];

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 16" width="10" height="14" className="shrink-0" fill="currentColor">
      <path d="M6 1 10.5 6.5h-9z" className={direction === 'descending' ? 'opacity-25' : undefined} />
      <path d="M6 15 1.5 9.5h9z" className={direction === 'ascending' ? 'opacity-25' : undefined} />
    </svg>
  );
}

/**
 * The country price table on /pricing/sms. The server renders every row, so it is a plain
 * table without JavaScript; once hydrated (on the first interaction) it can be filtered by
 * name or code and sorted by any rate.
 */
function CountryRates({ countries, text, lang }: CountryRatesProps) {
  const uid = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'name',
    direction: 'ascending',
  });
  const box = useRef<HTMLInputElement>(null);
  const ready = useAdoptedFields(() => setQuery(box.current?.value ?? ''));

  const shown = sortCountries(filterCountries(countries, query), sort.key, sort.direction);
  const sortBy = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  const header = (key: SortKey, label: string, align: 'left' | 'right') => {
    const direction = sort.key === key ? sort.direction : undefined;
    return (
      <th
        key={key}
        scope="col"
        aria-sort={direction}
        className={`px-3 py-3 font-semibold sm:px-4 ${align === 'right' ? 'text-right' : 'text-left'}`}
      >
        <button
          type="button"
          onClick={() => sortBy(key)}
          className={`inline-flex items-center gap-1.5 rounded font-semibold hover:text-brand-800 noscript:hidden ${align === 'right' ? 'flex-row-reverse text-right' : ''}`}
        >
          {label}
          <SortIcon direction={direction} />
        </button>
        <span className="hidden noscript:inline">{label}</span>
      </th>
    );
  };

  return (
    <div>
      <div className="noscript:hidden">
        <label htmlFor={`${uid}-filter`} className="block text-sm font-medium text-ink">
          {text.filter.label}
        </label>
        <input
          id={`${uid}-filter`}
          ref={box}
          type="search"
          autoComplete="off"
          maxLength={MAX_LENGTH.search}
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${uid}-summary`}
          className="mt-1 block w-full max-w-sm rounded-md border border-slate-400 bg-white px-3 py-2 text-ink"
        />
        <p id={`${uid}-summary`} aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-600">
          {ready ? fill(text.filter.summary, { shown: shown.length, total: countries.length }) : null}
        </p>
      </div>
      <p className="hidden text-sm text-slate-600 noscript:block">{text.filter.noScript}</p>
      <div
        tabIndex={0}
        role="region"
        aria-labelledby={`${uid}-caption`}
        className="mt-4 overflow-x-auto rounded-2xl ring-1 ring-slate-200"
      >
        <table className="w-full text-sm sm:text-base">
          <caption id={`${uid}-caption`} className="px-3 py-3 text-left font-semibold text-ink sm:px-4">
            {text.caption}
          </caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              {header('name', text.columns.country, 'left')}
              {RATE_COLUMNS.map(([key, column]) => header(key, text.columns[column], 'right'))}
              <th scope="col" className="px-3 py-3 text-left font-semibold sm:px-4">
                {text.columns.senders}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {shown.map((country) => (
              <tr key={country.id}>
                <th scope="row" className="px-3 py-3 text-left font-semibold text-ink sm:px-4">
                  {country.name}
                </th>
                {RATE_COLUMNS.map(([key]) => (
                  <td key={key} className="px-3 py-3 text-right text-slate-700 tabular-nums sm:px-4">
                    {formatUnitPrice(country[key], lang)}
                  </td>
                ))}
                <td className="min-w-48 px-3 py-3 text-slate-700 sm:px-4">
                  {country.senders.map((type) => text.senderTypes[type]).join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ready && shown.length === 0 && (
        <p className="mt-4 font-medium text-ink">{fill(text.filter.empty, { query: query.trim() })}</p>
      )}
    </div>
  );
}

export default withErrorBoundary(CountryRates);
