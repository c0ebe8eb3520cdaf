import { dataOrThrow } from './errors.js';
import type { IrsClient } from './client.js';
import type { paths } from './generated/openapi.js';

type Page = { items: unknown[]; next_cursor: string | null };
type GetOf<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;

/** The paths whose GET answers `{items, next_cursor}` pages and takes a `cursor`. */
export type CursorPath = {
  [P in keyof paths]: paths[P] extends {
    get: {
      parameters: { query?: { cursor?: string } };
      responses: { 200: { content: { 'application/json': Page } } };
    };
  }
    ? P
    : never;
}[keyof paths];

export type PageQuery<P extends CursorPath> =
  GetOf<P> extends { parameters: { query?: infer Q } } ? Omit<NonNullable<Q>, 'cursor'> : never;
export type PageItem<P extends CursorPath> =
  GetOf<P> extends { responses: { 200: { content: { 'application/json': { items: (infer I)[] } } } } } ? I : never;

/**
 * Every item of a cursor-paged list, page after page (each page fetched when the previous one is used up):
 * `for await (const run of paginate(client, '/api/v2/integration/interviews', { state: 'PENDING' }))`.
 */
export async function* paginate<P extends CursorPath>(
  client: IrsClient,
  path: P,
  query?: PageQuery<P>,
): AsyncGenerator<PageItem<P>> {
  let cursor: string | undefined;
  do {
    // The path is one of several, so openapi-fetch's per-path overloads cannot be picked here; the page type is.
    const get = client.GET as (
      path: string,
      init: object,
    ) => Promise<{ data?: Page; error?: unknown; response: Response }>;
    const page = dataOrThrow(await get(path, { params: { query: { ...query, cursor } } }));
    yield* page.items as PageItem<P>[];
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
}
