import { z } from 'astro/zod';

/** The build's messages for a text's limits, by the JSON Schema keyword each enforces (as ajv-errors' `errorMessage`). */
export interface LimitMessages {
  maxLength?: string;
  pattern?: string;
}

/** A node of a content schema's JSON Schema, with the editor's mark and the build's messages. */
export type SchemaNode = z.core.JSONSchema.JSONSchema & { editor?: unknown; errorMessage?: LimitMessages };

/** A subschema as a node: `true` (anything) and `false` (nothing) have no keywords to read. */
export const nodeOf = (schema: z.core.JSONSchema._JSONSchema | undefined): SchemaNode =>
  typeof schema === 'object' ? (schema as SchemaNode) : {};

export const propertiesOf = (node: SchemaNode): Record<string, SchemaNode> =>
  Object.fromEntries(Object.entries(node.properties ?? {}).map(([name, schema]) => [name, nodeOf(schema)]));

export const itemsOf = (node: SchemaNode): SchemaNode => nodeOf(Array.isArray(node.items) ? node.items[0] : node.items);

const issuesOf = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).error?.issues ?? [];

/** Texts to try against a pattern: the first one it refuses shows the build's message for it. */
const PATTERN_PROBES = ['', ' ', '-', 'x'];

/** What the build says when a text breaks the limit the JSON Schema names, found by parsing such a text. */
function limitMessages(schema: z.core.$ZodType, node: Pick<SchemaNode, 'maxLength' | 'pattern'>): LimitMessages {
  const messages: LimitMessages = {};
  if (node.maxLength !== undefined) {
    const issue = issuesOf(schema, 'x'.repeat(node.maxLength + 1)).find(({ code }) => code === 'too_big');
    if (issue) messages.maxLength = issue.message;
  }
  if (node.pattern !== undefined) {
    const pattern = new RegExp(node.pattern);
    const refused = PATTERN_PROBES.find((probe) => !pattern.test(probe));
    const issue =
      refused === undefined ? undefined : issuesOf(schema, refused).find(({ code }) => code === 'invalid_format');
    if (issue) messages.pattern = issue.message;
  }
  return messages;
}

/**
 * A content schema as JSON Schema (Zod's `z.toJSONSchema()`), in the form the editor reads: what a
 * marketer writes (`io: 'input'`: a preprocessed or transformed field is the text before the build
 * changes it; what JSON Schema cannot say, such as a refinement, reads as any value), and two things
 * JSON Schema leaves to the reader, asked of the build's own parse: which fields may be left out
 * (`required`: a field whose schema accepts no value; a preprocess declares any input, so Zod alone
 * would call every copy field optional), and the message for each text limit (`errorMessage`).
 */
export function editorSchema(schema: z.core.$ZodType): SchemaNode {
  return nodeOf(
    z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        if (zodSchema instanceof z.ZodObject) {
          const required = Object.entries(zodSchema.shape as Record<string, z.core.$ZodType>)
            .filter(([, field]) => !z.safeParse(field, undefined).success)
            .map(([name]) => name);
          if (required.length > 0) jsonSchema.required = required;
          else delete jsonSchema.required;
        }
        if (jsonSchema.type === 'string') {
          const messages = limitMessages(zodSchema, jsonSchema);
          if (Object.keys(messages).length > 0) jsonSchema.errorMessage = messages;
        }
      },
    }),
  );
}
