import { expect } from 'chai';
import { offlineOpenApiDocument } from '@irs/gateway';
import { EVENT_NAMES } from '@irs/shared';
import { compileSchema } from '../support/openapi-check.js';

/**
 * The OpenAPI document as an integrator reads it (issue 34 §1): every operation answers its success with a schema and
 * shows an example of its request and of its answer, and every example is valid against its own schema, so none can
 * drift from the contract it illustrates. Built without the stack (unit).
 */
interface Media {
  schema?: object;
  example?: unknown;
}
interface Parameter {
  name: string;
  in: string;
  schema: object;
  example?: unknown;
}
interface Operation {
  operationId: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}

const doc = offlineOpenApiDocument() as unknown as {
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
  components: { schemas: Record<string, { examples?: unknown[] }> };
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);

/** The problems of one example against its schema, or none. */
function invalid(example: unknown, schema: object): string | null {
  const validate = compileSchema(schema, doc.components);
  return validate(example)
    ? null
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
}

/** Each problem of `media` (a request body's or an answer's): no schema, no example, or an example it refuses. */
function mediaProblems(where: string, media: Media | undefined): string[] {
  if (!media?.schema) return [`${where}: no schema`];
  if (media.example === undefined) return [`${where}: no example (give its contract .meta({ examples }))`];
  const why = invalid(media.example, media.schema);
  return why ? [`${where}: its example does not match its schema: ${why}`] : [];
}

describe('OpenAPI document: schemas and examples', () => {
  it('has operations and webhooks to check', () => {
    expect(operations.length).to.be.greaterThan(50);
    expect(Object.keys(doc.webhooks)).to.have.members([...EVENT_NAMES]);
  });

  it('documents a success body, with a valid example, for every operation', () => {
    const problems = operations.flatMap(({ key, op }) => {
      const success = Object.entries(op.responses).filter(([status]) => Number(status) < 300);
      if (!success.length) return [`${key}: no 2xx answer`];
      return success.flatMap(([status, r]) =>
        Object.entries(r.content ?? { none: undefined }).flatMap(([type, media]) =>
          mediaProblems(`${key} ${status} ${type}`, media),
        ),
      );
    });
    expect(problems).to.deep.equal([]);
  });

  it('shows a valid request example for every body, path parameter and query', () => {
    const problems = operations.flatMap(({ key, op }) => {
      const body = op.requestBody
        ? mediaProblems(`${key} request body`, op.requestBody.content['application/json'])
        : [];
      const params = op.parameters ?? [];
      const query = params.filter((p) => p.in === 'query');
      const noQueryExample = query.length && !query.some((p) => p.example !== undefined);
      return [
        ...body,
        ...(noQueryExample ? [`${key}: no query parameter has an example (give its query contract one)`] : []),
        ...params.flatMap((p) => {
          if (p.in === 'path' && p.example === undefined) return [`${key}: path parameter ${p.name} has no example`];
          const why = p.example === undefined ? null : invalid(p.example, p.schema);
          return why ? [`${key}: the example of ${p.in} parameter ${p.name} does not match: ${why}`] : [];
        }),
      ];
    });
    expect(problems).to.deep.equal([]);
  });

  it('shows every webhook event with a valid example and its signature headers', () => {
    const problems = Object.entries(doc.webhooks).flatMap(([event, { post }]) => {
      const headers = (post.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      return [
        ...mediaProblems(`webhook ${event}`, post.requestBody?.content['application/json']),
        ...(headers.join() === 'webhook-id,webhook-timestamp,webhook-signature' ? [] : [`webhook ${event}: headers`]),
      ];
    });
    expect(problems).to.deep.equal([]);
  });

  it('lists every tag it uses, and its error example is an Error', () => {
    const used = new Set(operations.flatMap(({ op }) => op.tags ?? []));
    expect([...used].filter((t) => !doc.tags.some((d) => d.name === t))).to.deep.equal([]);
    const error = doc.components.schemas.Error!;
    expect(invalid(error.examples?.[0], error)).to.equal(null);
  });
});
