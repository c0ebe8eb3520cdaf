import { createRequire } from 'node:module';
import { expect } from 'chai';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { RpcParams } from '@irs/shared';
import { call } from '../support/http.js';
import { customerKey, validInterview } from '../support/runs.js';

/** The OpenRPC meta-schema: the package's typings declare its types, not the schema value it exports. */
const { openrpcDocument } = createRequire(import.meta.url)('@open-rpc/meta-schema') as {
  openrpcDocument: Record<string, unknown>;
};

interface Method {
  name: string;
  params: { name: string; required: boolean; schema: object }[];
  result: { schema: object };
}

/**
 * Issue 34 §1: the JSON-RPC door is described by an OpenRPC document generated from the same contracts as REST,
 * linked from the agent card; the door's answers match the results it describes.
 */
describe('OpenRPC document of the JSON-RPC door', () => {
  let doc: { methods: Method[] };
  before(async () => {
    const card = await call('/.well-known/agent-card.json');
    const res = await call(new URL(card.body.documentationUrl).pathname);
    expect(res.status).to.equal(200);
    doc = res.body;
  });

  it('is a valid OpenRPC document naming every method, its params and result as valid JSON Schemas', () => {
    // The meta-schema points at the JSON Schema meta-schema on the web for every embedded schema: those references
    // become "anything" here, and each embedded schema is compiled on its own below.
    const { $schema: _, ...meta } = openrpcDocument;
    const offline = JSON.parse(
      JSON.stringify(meta).replace(/\{"\$ref":"https:\/\/meta\.json-schema\.tools[^"]*"\}/g, '{}'),
    );
    const validate = new Ajv({ strict: false }).compile(offline);
    expect(validate(doc), JSON.stringify(validate.errors)).to.equal(true);
    expect(doc.methods.map((m) => m.name).sort()).to.deep.equal(Object.keys(RpcParams).sort());
    const create = doc.methods.find((m) => m.name === 'interview.create')!;
    expect(create.params.find((p) => p.name === 'external_id')).to.include({ required: true });
    const ajv = new Ajv2020({ strict: false });
    for (const m of doc.methods) for (const s of [m.result.schema, ...m.params.map((p) => p.schema)]) ajv.compile(s);
  });

  it("the door's results match the results it describes", async () => {
    const schemaOf = (name: string) =>
      new Ajv2020({ strict: false }).compile(doc.methods.find((m) => m.name === name)!.result.schema);
    const rpc = (method: string, params: object) =>
      call('/api/v2/a2a/task', { headers: customerKey(), body: { jsonrpc: '2.0', id: 1, method, params } });
    const created = await rpc('interview.create', validInterview());
    const createResult = schemaOf('interview.create');
    expect(createResult(created.body.result), JSON.stringify(createResult.errors)).to.equal(true);
    const status = await rpc('interview.status', { run_id: created.body.result.run_id });
    const statusResult = schemaOf('interview.status');
    expect(statusResult(status.body.result), JSON.stringify(statusResult.errors)).to.equal(true);
    const ranked = await rpc('interview.rankings', {});
    const rankingsResult = schemaOf('interview.rankings');
    expect(rankingsResult(ranked.body.result), JSON.stringify(rankingsResult.errors)).to.equal(true);
  });
});
