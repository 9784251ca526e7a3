import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { collections } from '../content.config';
import { copy } from '../schemas/copy';
import { fieldShape, holdsCopy, listKey, type CollectionSchema, type FieldShape } from '../schemas/field-shape';
import { linkItem } from '../schemas/fields';
import { isTranslatedCollection } from './content-languages';
import { repeatedKeys } from './list-keys';

/** The lists under a shape that hold wording, by path, with the key their items pair by. */
function listsOf(shape: FieldShape, path: string): [string, string | undefined][] {
  if (shape.kind === 'object')
    return Object.entries(shape.properties).flatMap(([name, inner]) => listsOf(inner, path ? `${path}.${name}` : name));
  if (shape.kind !== 'array' || !holdsCopy(shape)) return [];
  return [[path, listKey(shape.items)], ...listsOf(shape.items, `${path}[]`)];
}

describe('the lists a translation writes', () => {
  it('pair their items across languages by an id or a link’s href, never by position', () => {
    const lists = Object.entries(collections)
      .filter(([name]) => isTranslatedCollection(name))
      .flatMap(([name, collection]) =>
        listsOf(fieldShape(collection.schema as CollectionSchema), '').map(([path, key]) => `${name}: ${path} ${key}`),
      );
    expect(lists).toContain('navigation: developers href');
    expect(lists).toContain('footer: columns id');
    expect(lists).toContain('footer: columns[].links href');
    expect(lists).toContain('plans: features id');
    expect(lists).toContain('products: features id');
    expect(lists.filter((list) => list.endsWith(' undefined'))).toEqual([]);
  });
});

describe('an English list whose items share a key', () => {
  const shape = fieldShape(
    z.object({
      menu: z.array(linkItem),
      columns: z.array(z.object({ id: z.string(), heading: copy(), links: z.array(linkItem) })),
    }),
  );

  it('names each item that repeats an id or href of the same list', () => {
    const link = (href: string) => ({ label: href, href });
    const data = {
      menu: [link('/a'), link('/b'), link('/a')],
      columns: [
        { id: 'one', heading: 'One', links: [link('/a'), link('/b')] },
        { id: 'one', heading: 'Two', links: [link('/c'), link('/c')] },
      ],
    };
    expect(repeatedKeys(shape, data)).toEqual(['menu[href=/a]', 'columns[id=one]', 'columns[id=one].links[href=/c]']);
  });
});
