import { z } from 'zod';

/** A page cursor as callers see it: opaque base64url JSON of the position's fields. */
export const encodeOpaqueCursor = (fields: object): string => Buffer.from(JSON.stringify(fields)).toString('base64url');

/**
 * The query field that takes a cursor back: anything but a `next_cursor` as given (not base64url JSON, or fields
 * `fields` refuses) is a 400 naming the field. At most `maxLength` characters.
 */
export function opaqueCursor<T extends z.ZodType>(fields: T, maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .transform((text, ctx): z.output<T> => {
      let decoded: unknown;
      try {
        decoded = /^[\w-]+$/.test(text) ? JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) : undefined;
      } catch {
        decoded = undefined;
      }
      const parsed = fields.safeParse(decoded);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'not a next_cursor of a previous page' });
        return z.NEVER;
      }
      return parsed.data;
    });
}
