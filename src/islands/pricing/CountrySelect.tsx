import type { Ref } from 'react';
import type { NamedCountryRate } from '../../schemas/pricing';

/** A destination-country <select>; works as plain HTML before the island hydrates. */
export function CountrySelect({
  id,
  label,
  countries,
  value,
  onChange,
  selectRef,
}: {
  id: string;
  label: string;
  countries: Pick<NamedCountryRate, 'id' | 'name'>[];
  value: string;
  onChange: (code: string) => void;
  selectRef: Ref<HTMLSelectElement>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full max-w-sm rounded-md border border-slate-400 bg-white px-3 py-2 text-ink"
      >
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
