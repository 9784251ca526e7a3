import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import type { NotFoundMessages } from '../schemas/site';
import { notFoundKind, notFoundText } from './not-found';

const { messages } = load(readFileSync(new URL('../../content/site/not-found.yaml', import.meta.url), 'utf8')) as {
  messages: NotFoundMessages;
};

describe('notFoundKind', () => {
  it('names unknown products', () => {
    expect(notFoundKind('/products/telegram')).toBe('product');
    expect(notFoundKind('/de/products/telegram')).toBe('product');
    expect(notFoundKind('/es/solutions/retail')).toBe('solution');
    expect(notFoundKind('/es/no-existe')).toBe('page');
    expect(notFoundText('/products/telegram/', messages)).toEqual({
      title: 'Product Not Found',
      description: "The product you're looking for doesn't exist or has been removed.",
    });
  });
  it('names unknown solutions, including their sub-pages', () => {
    expect(notFoundKind('/solutions/retail')).toBe('solution');
    expect(notFoundKind('/solutions/marketing/fax')).toBe('solution');
    expect(notFoundText('/solutions/retail', messages).title).toBe('Solution Not Found');
  });
  it('names every address in a section’s folder as the host’s nearest 404.html does: the folder too, not the bare name', () => {
    expect(notFoundKind('/products/')).toBe('product');
    expect(notFoundKind('/de/solutions/')).toBe('solution');
    expect(notFoundKind('/products/sms/history')).toBe('product');
    expect(notFoundKind('/es/products')).toBe('page');
  });
  it('knows a section by its own name only, not by a name every object has', () => {
    expect(notFoundKind('/constructor/x')).toBe('page');
    expect(notFoundKind('/toString/x')).toBe('page');
  });
  it('falls back to the generic page', () => {
    expect(notFoundKind('/nowhere')).toBe('page');
    expect(notFoundKind('/products')).toBe('page');
    expect(notFoundKind('/')).toBe('page');
    expect(notFoundText('/nowhere', messages).title).toBe('Oops! Page not found');
  });
});
