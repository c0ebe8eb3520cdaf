import { expect } from 'chai';
import { call } from '../support/http.js';
import { customerKey } from '../support/runs.js';

describe('Finding 10: JSON-RPC method lookup uses own properties only', () => {
  for (const method of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
    it(`"${method}" is an unknown method (-32601), not a call into Object.prototype`, async () => {
      const res = await call('/api/v2/a2a/task', {
        headers: customerKey(),
        raw: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params: {} }),
      });
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32601, message: `Method not found: ${method}` },
      });
    });
});
