import { describe, expect, it } from 'vitest';
import { notFoundKind, notFoundText } from './not-found';

describe('notFoundKind', () => {
  it('names unknown products', () => {
    expect(notFoundKind('/products/telegram')).toBe('product');
    expect(notFoundText('/products/telegram/')).toEqual({
      title: 'Product Not Found',
      description: "The product you're looking for doesn't exist or has been removed.",
    });
  });
  it('names unknown solutions, including their sub-pages', () => {
    expect(notFoundKind('/solutions/retail')).toBe('solution');
    expect(notFoundKind('/solutions/marketing/fax')).toBe('solution');
    expect(notFoundText('/solutions/retail').title).toBe('Solution Not Found');
  });
  it('falls back to the generic page', () => {
    expect(notFoundKind('/nowhere')).toBe('page');
    expect(notFoundKind('/products')).toBe('page');
    expect(notFoundKind('/')).toBe('page');
    expect(notFoundText('/nowhere').title).toBe('Oops! Page not found');
  });
});
