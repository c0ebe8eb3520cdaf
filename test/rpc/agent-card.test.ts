import { expect } from 'chai';
import { RpcParams } from '@irs/shared';
import { call } from '../support/http.js';
import { stack } from '../support/stack.js';

describe('A2A agent card', () => {
  for (const path of ['/.well-known/agent-card.json', '/.well-known/agent.json']) {
    it(`${path} is public and describes the real endpoints`, async () => {
      const res = await call(path);
      expect(res.status).to.equal(200);
      const card = res.body;
      expect(card).to.include.keys(
        'name',
        'description',
        'url',
        'version',
        'capabilities',
        'defaultInputModes',
        'defaultOutputModes',
        'skills',
        'securitySchemes',
      );
      expect(card.url).to.equal(`${stack().origin}/api/v2/a2a/task`);
      expect(card.skills.map((s: { id: string }) => s.id).sort()).to.deep.equal(Object.keys(RpcParams).sort());
      expect(card.securitySchemes.apiKey).to.include({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
      const flows = card.securitySchemes.oauth2.flows;
      expect(flows.authorizationCode.authorizationUrl).to.equal(`${stack().origin}/api/v2/oauth/authorize`);
      expect(flows.clientCredentials.tokenUrl).to.equal(`${stack().origin}/api/v2/oauth/token`);
      expect(Object.keys(flows.clientCredentials.scopes)).to.include('interview:create');
      // The endpoint the card names answers JSON-RPC with the card's own auth scheme.
      const rpc = await fetch(card.url, {
        method: 'POST',
        headers: {
          [card.securitySchemes.apiKey.name]: stack().creds.customer.api_key,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ jsonrpc: '2.0', method: 'interview.rankings', params: {}, id: 1 }),
      });
      const answer = (await rpc.json()) as { result: unknown };
      expect(answer).to.deep.include({ jsonrpc: '2.0', id: 1 });
      expect(answer.result).to.be.an('array');
    });
  }
});
