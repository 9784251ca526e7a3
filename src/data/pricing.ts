/** Loading helpers for the pricing routes: plans, channel rates and country rates from content/pricing/. */
import { getCollection } from 'astro:content';
import { inFileOrder } from '../lib/collections-order';
import { countryName } from '../lib/countries';
import { CONTENT } from '../lib/project-files';
import { pseudo } from '../schemas/pseudo';
import type { NamedCountryRate, PayAsYouGoRate, Plan } from '../schemas/pricing';

const FILES = {
  plans: `${CONTENT}/pricing/plans.yaml`,
  payg: `${CONTENT}/pricing/pay-as-you-go.yaml`,
  faq: `${CONTENT}/pricing/faq.yaml`,
  countries: `${CONTENT}/pricing/countries.yaml`,
};

export async function getPlans(): Promise<Plan[]> {
  return inFileOrder(await getCollection('plans'), FILES.plans).map(({ data }) => data);
}

export async function getPayAsYouGoRates(): Promise<PayAsYouGoRate[]> {
  return inFileOrder(await getCollection('pay-as-you-go'), FILES.payg).map(({ data }) => data);
}

export async function getFaq() {
  return inFileOrder(await getCollection('faq'), FILES.faq).map(({ data }) => data);
}

/**
 * Every destination country, named in English at build time and sorted by name. Fails the
 * build when a country's rate is below the "from" price /pricing advertises for its channel.
 */
export async function getCountryRates(): Promise<NamedCountryRate[]> {
  const rates = await getPayAsYouGoRates();
  const from = (id: PayAsYouGoRate['id']) => rates.find((rate) => rate.id === id)?.price ?? 0;
  const countries = (await getCollection('countries')).map(({ data }) => ({
    ...data,
    name: pseudo(countryName(data.id)),
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
  return countries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
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
