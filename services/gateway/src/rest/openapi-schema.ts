import { z } from 'zod';

/** JSON Schema of a contract as OpenAPI 3.1 embeds it (no top-level $schema): what it accepts, or what it answers. */
export const schema = (s: z.ZodType, io: 'input' | 'output' = 'input') => {
  const json = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
};

/**
 * A media type of a contract: its schema, and the contract's first example (`.meta({ examples })`, owned by the
 * contract) as the media type's `example`, where readers and the reference page's "try it" look for it.
 */
export const mediaType = (s: z.ZodType, io: 'input' | 'output') => {
  // From the contract itself: zod leaves `examples` out of an input schema with transforms (a query's coercions).
  const { examples: _inSchema, ...json } = schema(s, io);
  const examples = s.meta()?.examples;
  // A list of a contract (`z.array(TenantView)`): one item, the item's example.
  const items = json.type === 'array' ? (json.items as { examples?: unknown[] }).examples : undefined;
  const example = Array.isArray(examples) ? examples[0] : items ? [items[0]] : undefined;
  return { schema: json, ...(example === undefined ? {} : { example }) };
};

/** `approve` → `Approve`: operationIds are camelCase. */
export const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
