import { collections } from '../content.config';
import { linkInLanguage } from '../i18n/link-in-language';
import { SOURCE_LOCALE, type Locale } from '../i18n/locales';
import { fieldShape, type CollectionSchema, type FieldShape } from '../schemas/field-shape';

const shapes = new Map<string, FieldShape>();

/** A collection's field shape (src/schemas/field-shape.ts), read once. */
export function shapeOf(collection: keyof typeof collections): FieldShape {
  const known = shapes.get(collection);
  if (known) return known;
  const shape = fieldShape(collections[collection].schema as CollectionSchema | undefined);
  shapes.set(collection, shape);
  return shape;
}

function walk(value: unknown, shape: FieldShape, locale: Locale): unknown {
  if (shape.kind === 'link') return typeof value === 'string' ? linkInLanguage(locale, value) : value;
  if (shape.kind === 'array' && Array.isArray(value)) return value.map((item) => walk(item, shape.items, locale));
  if (shape.kind === 'object' && value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const inner = shape.properties[key];
        return [key, inner ? walk(field, inner, locale) : field];
      }),
    );
  return value;
}

/**
 * An entry's data as a page in `locale` shows it: every field its schema marks as a link leads to
 * the page in that language (content writes English paths; a translator never edits a link).
 */
export function linksInLanguage<Data>(collection: keyof typeof collections, data: Data, locale: Locale): Data {
  return locale === SOURCE_LOCALE ? data : (walk(data, shapeOf(collection), locale) as Data);
}
