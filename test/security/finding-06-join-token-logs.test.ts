import type { ChildProcess } from 'node:child_process';
import { expect } from 'chai';
import { call } from '../support/http.js';
import { access, mailedCodes, session } from '../support/candidate.js';
import { uniqueEmail } from '../support/identity.js';
import { freePort } from '../support/ports.js';
import { startEntryPoint, stopProcess, waitFor200 } from '../support/process.js';
import { customerKey, pendingRun, runPath } from '../support/runs.js';
import { serviceEnv, stack } from '../support/stack.js';

describe('Finding 6: the join token never appears in the logs', function () {
  this.timeout(60_000);
  // A production gateway process on the shared stack, logging at the most verbose level: its stdout is the log.
  let gateway: { child: ChildProcess; output: () => string } | undefined;
  let origin = '';

  before(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    gateway = startEntryPoint('@irs/gateway/main', {
      ...serviceEnv(),
      PORT: String(port),
      LOG_LEVEL: 'trace',
      SMTP_URL: `smtp://127.0.0.1:${stack().env.SMTP_SINK_PORT}`,
    });
    await waitFor200(`${origin}/api/v1/health/live`, 20_000, gateway.output);
  });
  after(async () => {
    if (gateway) await stopProcess(gateway.child);
  });

  it('a candidate lifecycle (join page, access, codes, session) logs no token, code or session token', async () => {
    const email = uniqueEmail('cand');
    const runId = await pendingRun({ candidate_email: email });
    expect((await call(runPath(runId, '/plan/approve'), { headers: customerKey(), body: {} })).status).to.equal(200);
    const invite = await call(runPath(runId, '/invite'), { origin, headers: customerKey(), body: {} });
    expect(invite.status).to.equal(200);
    const token: string = invite.body.joinLink.split('/').pop();
    const otp: string = invite.body.otp;

    const page = await fetch(`${origin}/app/join/${token}?utm=mail`);
    expect(page.status).to.equal(200);
    expect((await call(access(token), { origin })).status).to.equal(200);
    const wrong = otp === '000000' ? '111111' : '000000';
    expect((await call(access(token, '/verify'), { origin, body: { otp: wrong } })).status).to.equal(401);
    const first = await call(access(token, '/verify'), { origin, body: { otp } });
    expect(first.status).to.equal(200);
    expect((await call(access(token, '/request-otp'), { origin, body: {} })).status).to.equal(200);
    const [code] = await mailedCodes(email);
    const second = await call(access(token, '/verify'), { origin, body: { otp: code } });
    expect(second.status).to.equal(200);
    const headers = session(second.body.session_token);
    const info = await call(access(token), { origin });
    const consent = { accepted: true, consent_version: info.body.consent.version };
    expect((await call('/api/v1/candidate-session/consent', { origin, headers, body: consent })).status).to.equal(200);
    expect((await call('/api/v1/candidate-session/start', { origin, headers, body: {} })).status).to.equal(200);
    const last = await call('/api/v1/candidate-session', {
      origin,
      headers: { ...headers, 'x-request-id': `finding-06-${runId}` },
    });
    expect(last.status).to.equal(200);

    // The request log line of the last call marks that everything before it was written.
    const deadline = Date.now() + 10_000;
    while (!gateway!.output().includes(`finding-06-${runId}`) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const lines = gateway!.output().split('\n');
    expect(
      lines.some((l) => l.includes('/app/join/[redacted]')),
      'the join page request is logged',
    ).to.equal(true);
    expect(lines.some((l) => l.includes('/candidate-access/[redacted]/verify'))).to.equal(true);
    const secrets = [token, first.body.session_token, second.body.session_token];
    const codes = new RegExp(`(?<!\\d)(${otp}|${code})(?!\\d)`);
    for (const line of lines) {
      for (const secret of secrets) expect(line, 'a token in the log').not.to.include(secret);
      expect(line, 'a code in the log').not.to.match(codes);
    }
  });
});
