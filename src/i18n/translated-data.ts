import { localizeChannelPlaceholders } from '../lib/channel-list';
import { channelNames } from '../schemas/catalogue-names';
import { HTML_LANG, SOURCE_LOCALE, type Locale } from './locales';

const catalogue = channelNames();

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  }
  return value;
}

/** A translated entry's data with the catalogue placeholders in its own language (see localizeChannelPlaceholders). */
export function inLanguage<T>(data: T, locale: Locale): T {
  if (locale === SOURCE_LOCALE) return data;
  return mapStrings(data, (text) => localizeChannelPlaceholders(text, catalogue, HTML_LANG[locale])) as T;
}
