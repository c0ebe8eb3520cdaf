import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { db } from '../support/db.js';
import { call } from '../support/http.js';
import { bearer } from '../support/identity.js';
import { stack } from '../support/stack.js';
import { Receiver, RECEIVER_HOST } from '../webhooks/support.js';
import {
  LoopbackCallback,
  TestOAuthProvider,
  claimsOf,
  connectWithOAuth,
  mcpResource,
  signInAndAllow,
  wholeRun,
} from './support.js';

const admin = () => ({ email: stack().creds.customer.admin_email, password: stack().creds.customer.admin_password });

describe('MCP: an AI agent connects with OAuth (SDK client, dynamic registration, headless Chromium consent)', function () {
  this.timeout(120_000);
  let browser: Browser;
  let callback: LoopbackCallback;

  before(async () => {
    browser = await launchBrowser();
    callback = await LoopbackCallback.start();
  });
  after(async () => {
    await browser?.close();
    callback?.close();
  });

  it('401 → discovery → registration → sign in and allow → code on loopback → finishAuth → tools/list → a whole run', async () => {
    const provider = new TestOAuthProvider(callback);
    let consent: Awaited<ReturnType<typeof signInAndAllow>> | undefined;
    const { client, url } = await connectWithOAuth(provider, callback, async (u) => {
      consent = await signInAndAllow(browser, u, admin(), 'mcp-oauth');
    });

    // Discovery led to our authorization endpoint, for the MCP resource, with PKCE S256, as a registered client.
    expect(url.origin + url.pathname).to.equal(`${stack().origin}/api/v2/oauth/authorize`);
    expect(url.searchParams.get('resource')).to.equal(mcpResource());
    expect(url.searchParams.get('code_challenge_method')).to.equal('S256');
    expect(provider.clientId).to.match(/^dyn_/);
    expect((provider.clientInformation() as Record<string, unknown>).client_secret).to.equal(undefined);
    // The tenant admin holds every scope the endpoint names: the consent screen listed five, withheld none.
    expect(consent!.consent).to.have.length(5);
    expect(consent!.withheld).to.deep.equal([]);
    expect(consent!.note).to.match(/registered itself: its name is its own/);

    // The token: the MCP endpoint's audience, the consenting user's tenant, bound at consent.
    const claims = claimsOf(provider.accessToken!);
    expect(claims.aud).to.equal(mcpResource());
    expect(claims.tenant_id).to.equal(stack().creds.customer.tenant_id);
    expect(claims.client_id).to.equal(provider.clientId);

    const tools = (await client.listTools()).tools;
    const names = tools.map((t) => t.name);
    for (const name of [
      'create_interview',
      'get_interview',
      'list_interviews',
      'get_plan',
      'complete_info',
      'approve_plan',
      'revise_plan',
      'reject_plan',
      'invite_candidate',
      'get_assessment',
      'approve_assessment',
      'reject_assessment',
      'get_rankings',
      'cancel_interview',
      'edit_plan',
    ])
      expect(names).to.include(name);
    for (const t of tools) {
      expect(t.outputSchema, t.name).to.have.property('type', 'object');
      expect(t.inputSchema, t.name).to.have.property('type', 'object');
    }
    expect(tools.find((t) => t.name === 'approve_plan')!.description).to.match(/human reviewer/);
    expect(tools.find((t) => t.name === 'create_interview')!.inputSchema.required).to.include.members([
      'external_id',
      'position',
      'level',
    ]);

    const runId = await wholeRun(client);

    // Every tool call is audited with the client id (and the user who allowed it).
    const rows = (await (
      await db()
    ).query(
      `SELECT actor_type, actor_id, detail FROM audit_log WHERE action = 'mcp.tool_call' AND target_id = $1 ORDER BY id`,
      [runId],
    )) as { actor_type: string; actor_id: string; detail: Record<string, any> }[];
    expect(rows.length).to.be.greaterThan(3);
    for (const r of rows) {
      expect(r).to.include({ actor_type: 'oauth_client', actor_id: provider.clientId });
      expect(r.detail).to.include({ client_id: provider.clientId, outcome: 'ok' });
    }
    expect(rows.map((r) => r.detail.tool)).to.include.members(['get_plan', 'approve_plan', 'get_interview']);
    // The run's own write is the run operation's audit, by the same client.
    const [approve] = (await (
      await db()
    ).query(`SELECT actor_type, actor_id FROM audit_log WHERE action = 'run.plan_approve' AND target_id = $1`, [
      runId,
    ])) as { actor_type: string; actor_id: string }[];
    expect(approve).to.deep.equal({ actor_type: 'oauth_client', actor_id: provider.clientId });

    // The MCP token is for /mcp only: the REST API refuses it.
    const rest = await call(`/api/v2/integration/interviews/${runId}`, { headers: bearer(provider.accessToken!) });
    expect(rest.status).to.equal(401);

    // The tenant's admins see the client, and the user behind it.
    const listed = await call('/api/v2/tenant/mcp-clients', {
      headers: bearer(await (await import('../support/identity.js')).tenantAdmin()),
    });
    expect(listed.status).to.equal(200);
    const mine = listed.body.items.find((c: any) => c.client_id === provider.clientId);
    expect(mine).to.include({ kind: 'registration', name: 'Test Agent', users: 1, revoked_at: null });
    await client.close();
  });

  describe('a Client ID Metadata Document (https client_id), fetched once through the SSRF-safe agent', () => {
    let receiver: Receiver;
    before(async () => {
      receiver = await Receiver.start();
    });
    after(async () => receiver?.close());

    it('the document names the client; the flow completes; the document was fetched once (cached)', async () => {
      const documentUrl = `${receiver.origin}/agent/client.json`;
      expect(new URL(documentUrl).hostname).to.equal(RECEIVER_HOST);
      receiver.respond = () => ({
        status: 200,
        headers: { 'content-type': 'application/json', 'cache-control': 'max-age=3600' },
        body: JSON.stringify({
          client_id: documentUrl,
          client_name: 'Document Agent',
          redirect_uris: [callback.uri],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          token_endpoint_auth_method: 'none',
        }),
      });
      const provider = new TestOAuthProvider(callback, undefined, documentUrl, 'Document Agent');
      let consent: Awaited<ReturnType<typeof signInAndAllow>> | undefined;
      const { client } = await connectWithOAuth(provider, callback, async (u) => {
        consent = await signInAndAllow(browser, u, admin(), 'mcp-metadata-document');
      });
      // The screen names the domain that publishes the document: the one thing about the client not self-asserted.
      expect(consent!.note).to.include(`published by ${new URL(documentUrl).host}`);
      expect(provider.clientId).to.equal(documentUrl);
      expect(claimsOf(provider.accessToken!)).to.include({ aud: mcpResource(), client_id: documentUrl });
      const listed = await client.callTool({ name: 'list_interviews', arguments: { limit: 1 } });
      expect(listed.isError).to.not.equal(true);
      // /authorize, the consent's resume and /token all found the client in the cache.
      expect(receiver.received.map((r) => r.path)).to.deep.equal(['/agent/client.json']);
      await client.close();
    });
  });
});
