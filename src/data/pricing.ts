/** Loading helpers for the pricing routes: channel rates, questions and country rates from content/pricing/. */
import { getCollection } from 'astro:content';
import { LANGUAGE_TAG, type Locale } from '../i18n/locales';
import { getLocalizedList } from './localized';
import { countryName } from '../lib/countries';
import { CONTENT } from '../lib/project-files';
import { pseudo } from '../schemas/pseudo';
import type { NamedCountryRate, PayAsYouGoRate } from '../schemas/pricing';

const FILES = {
  payg: `${CONTENT}/pricing/pay-as-you-go.yaml`,
  countries: `${CONTENT}/pricing/countries.yaml`,
};

export async function getPayAsYouGoRates(locale: Locale): Promise<PayAsYouGoRate[]> {
  return (await getLocalizedList('pay-as-you-go', locale)).map(({ data }) => data);
}

export async function getFaq(locale: Locale) {
  return (await getLocalizedList('faq', locale)).map(({ data }) => data);
}

/**
 * Every destination country, named in the page's language at build time and sorted by that name. Fails
 * the build when a country's rate is below the "from" price /pricing advertises for its channel.
 */
export async function getCountryRates(locale: Locale): Promise<NamedCountryRate[]> {
  const language = LANGUAGE_TAG[locale];
  const rates = await getPayAsYouGoRates(locale);
  const from = (id: PayAsYouGoRate['id']) => rates.find((rate) => rate.id === id)?.price ?? 0;
  const countries = (await getCollection('countries')).map(({ data }) => ({
    ...data,
    name: pseudo(countryName(data.id, language)),
  }));
  for (const country of countries) {
    for (const [field, channel] of [
      ['smsOutbound', 'sms'],
      ['voicePerMinute', 'voice'],
    ] as const) {
      if (country[field] < from(channel))
        throw new Error(
          `${FILES.countries}: ${country.id} ${field} ${country[field]} is below the "from" price ${from(channel)} of ${channel} in ${FILES.payg}. Raise the rate, or lower the "from" price.`,
        );
    }
  }
  return countries.sort((a, b) => a.name.localeCompare(b.name, language));
}

/** The country a page's content names as its default choice, or a build error naming the page file. */
export function getDefaultCountry(countries: NamedCountryRate[], code: string, pageFile: string): NamedCountryRate {
  const country = countries.find((candidate) => candidate.id === code);
  if (!country)
    throw new Error(
      `${pageFile}: defaultCountry "${code}" is not in ${FILES.countries}. Known codes: ${countries.map((c) => c.id).join(', ')}`,
    );
  return country;
}
