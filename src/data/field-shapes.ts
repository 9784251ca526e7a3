import { collections } from '../content.config';
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
