import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { PRESETS } from '@irs/shared';
import { launchBrowser } from '../support/browser.js';
import { db } from '../support/db.js';
import { call } from '../support/http.js';
import { PASSWORD, apiKey, bearer, login, uniqueEmail } from '../support/identity.js';
import { stack } from '../support/stack.js';
import { Receiver, newWorld, verifies, type World } from '../webhooks/support.js';
import {
  consolePage,
  consoleUrl,
  customerUser,
  hasFocus,
  heading,
  screenshots,
  seriousViolations,
  signIn,
  tabTo,
} from './support.js';

/** A user of `tenantId` with `permissions`, created by `adminToken`; what the console signs in with. */
async function person(adminToken: string, tenantId: string, permissions: readonly string[]) {
  const email = uniqueEmail('settings');
  const res = await call(`/api/v2/admin/tenants/${tenantId}/users`, {
    headers: bearer(adminToken),
    body: { email, password: PASSWORD, permissions },
  });
  if (res.status !== 201) throw new Error(`user: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id as string, email, password: PASSWORD };
}

/**
 * Each journey administers a workspace of its own (newWorld): its webhook, keys, settings and audit log touch no
 * other suite's runs, and auto-approval switched on here approves nothing elsewhere.
 */
async function adminWorld(label: string) {
  const world = await newWorld(label);
  return { world, admin: await person(world.platformAdmin, world.customerId, PRESETS.tenant_admin) };
}

const settingsNav = (page: Page) => page.getByRole('navigation', { name: 'Settings' });
const clipboard = (page: Page) => page.evaluate(() => (globalThis as any).navigator.clipboard.readText() as string);

async function allowClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack().origin });
}

const auditRows = async (tenantId: string) =>
  (
    await (
      await db()
    ).query(`SELECT action, actor_id FROM audit_log WHERE target_tenant_id = $1 ORDER BY id`, [tenantId])
  ).map((r: { action: string }) => r.action) as string[];

describe('recruiter console: settings (headless Chromium)', function () {
  this.timeout(180_000);
  let browser: Browser;
  let receiver: Receiver;
  before(async () => {
    browser = await launchBrowser();
    receiver = await Receiver.start();
  });
  after(async () => {
    await browser?.close();
    await receiver?.close();
  });

  it('an admin by mouse: creates, copies and revokes a key; sets up the webhook and tests it; adds a user; changes settings; reads it all in the audit log', async () => {
    const { world, admin } = await adminWorld('console-settings');
    const { page, refused } = await consolePage(browser);
    await allowClipboard(page);
    await signIn(page, admin);
    await heading(page, 'Inbox').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await heading(page, 'API keys').waitFor();
    expect(new URL(page.url()).pathname).to.equal('/console/settings/api-keys');
    expect(await settingsNav(page).getByRole('link').allTextContents()).to.deep.equal([
      'API keys',
      'Webhook',
      'Users',
      'Workspace settings',
      'Interview templates',
      'ATS integrations',
      'Audit log',
      'Bias report',
    ]);
    // The world's setup made one key (by the platform admin).
    await page.getByRole('status').filter({ hasText: '1 active key' }).waitFor();
    await screenshots(page, '31-settings-api-keys');

    // An API key: created, shown once, copied; the copy is the working key.
    await page.getByRole('textbox', { name: 'Name' }).fill('Greenhouse sync');
    await page.getByRole('form', { name: 'Create a key' }).getByText('webhook:read', { exact: true }).click();
    await page.getByRole('button', { name: 'Create key' }).click();
    const field = page.getByRole('textbox', { name: 'API key “Greenhouse sync”' });
    const shown = await field.inputValue();
    expect(shown).to.match(/^irs_live_[0-9a-f]{64}$/);
    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    expect(await clipboard(page), 'the clipboard holds the key').to.equal(shown);
    const me = await call('/api/v2/me', { headers: apiKey(await clipboard(page)) });
    expect(me.status).to.equal(200);
    expect(me.body.tenant_id).to.equal(world.customerId);
    expect(me.body.permissions).to.have.members(['interview:create', 'interview:read', 'webhook:read']);
    await screenshots(page, '32-settings-api-key-created');

    await page.getByRole('button', { name: 'Done' }).click();
    expect(await field.count(), 'shown once: gone when dismissed').to.equal(0);
    const item = page.getByRole('listitem').filter({ hasText: 'Greenhouse sync' });
    expect(await item.textContent()).to.include(shown.slice(0, 12));
    await page.getByRole('button', { name: 'Revoke Greenhouse sync' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke “Greenhouse sync”?' });
    await dialog.waitFor();
    await screenshots(page, '33-settings-revoke-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await item.getByText('Revoked', { exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: '“Greenhouse sync” revoked' }).waitFor();
    expect((await call('/api/v2/me', { headers: apiKey(shown) })).status, 'the revoked key is refused').to.equal(401);

    // The webhook: set up (the secret shown once), a test event signed with that secret, paused.
    await settingsNav(page).getByRole('link', { name: 'Webhook' }).click();
    await heading(page, 'Webhook').waitFor();
    await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url('/console-mouse'));
    await page.getByRole('button', { name: 'Set up webhook' }).click();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).to.match(/^whsec_/);
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText(`Delivered: ${receiver.url('/console-mouse')} answered 200.`).waitFor();
    const [got] = receiver.at('/console-mouse');
    expect(got?.json).to.include({ test: true, event: 'interview.plan_generated', tenant_id: world.customerId });
    expect(verifies(got!, secret), 'signed with the secret the page showed').to.equal(true);
    await screenshots(page, '34-settings-webhook');
    await page.getByRole('button', { name: 'Pause delivery' }).click();
    await page.getByText('Paused', { exact: true }).waitFor();
    const config = await call('/api/v2/me/webhook-config', { headers: world.customerKey });
    expect(config.body).to.include({ callback_url: receiver.url('/console-mouse'), is_active: false });

    // A user from a preset: the first password shown once signs in, with the preset's permissions.
    await settingsNav(page).getByRole('link', { name: 'Users' }).click();
    await heading(page, 'Users').waitFor();
    const email = uniqueEmail('added-by-console');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('radiogroup', { name: 'Role' }).getByText('Admin', { exact: true }).click();
    await page.getByRole('button', { name: 'Add user' }).click();
    const password = await page.getByRole('textbox', { name: `Password for ${email}` }).inputValue();
    const added = await call('/api/v2/me', { headers: bearer(await login(email, password)) });
    expect(added.body.tenant_id).to.equal(world.customerId);
    expect(added.body.permissions).to.have.members([...PRESETS.tenant_admin]);
    await page.getByRole('listitem').filter({ hasText: email }).getByText('Admin', { exact: true }).waitFor();
    await screenshots(page, '35-settings-users');

    // The workspace's settings: auto-approval on, a retention set.
    await settingsNav(page).getByRole('link', { name: 'Workspace settings' }).click();
    await heading(page, 'Workspace settings').waitFor();
    await page.getByText('Approve plans automatically', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Candidate personal data (days)' }).fill('90');
    // The audit trail is kept at least 6 months: the field says so, and a shorter value becomes that minimum.
    const auditDays = page.getByRole('textbox', { name: 'Audit trail (days)' });
    expect(await auditDays.getAttribute('aria-describedby')).to.be.a('string');
    await page.getByText('Days after an entry is written, at least 183 (6 months).', { exact: false }).waitFor();
    await auditDays.fill('90');
    await auditDays.press('Tab');
    expect(await auditDays.inputValue()).to.equal('183');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    const [tenant] = await (await db()).query(`SELECT settings FROM tenants WHERE id = $1`, [world.customerId]);
    expect(tenant.settings).to.include({
      auto_approve_plans: true,
      candidate_pii_retention_days: 90,
      audit_retention_days: 183,
    });
    expect(await page.getByRole('switch', { name: 'Approve plans automatically' }).isChecked()).to.equal(true);
    await screenshots(page, '36-settings-workspace');

    // The audit log shows what this journey did, by this admin, newest first.
    await settingsNav(page).getByRole('link', { name: 'Audit log' }).click();
    await heading(page, 'Audit log').waitFor();
    const list = page.getByRole('list', { name: 'Audit log entries' });
    await list.getByText('Changed the workspace settings').waitFor();
    const expected = [
      'Changed the workspace settings',
      'Added a user',
      'Paused webhook delivery',
      'Sent a test event',
      'Set up the webhook',
      'Revoked an API key',
      'Created an API key',
    ];
    const actions = await list.locator('.audit-action').allTextContents();
    expect(actions.slice(0, expected.length)).to.deep.equal(expected);
    const mine = await list.getByRole('listitem').filter({ hasText: admin.email }).count();
    expect(mine, 'each names the admin').to.be.at.least(expected.length);
    expect(await list.getByText('Approve plans automatically: on').count()).to.equal(1);
    expect(await list.getByText(`Endpoint: ${receiver.url('/console-mouse')}`).count()).to.be.at.least(1);
    expect(await auditRows(world.customerId)).to.include.members([
      'api_key.create',
      'api_key.revoke',
      'webhook_config.create',
      'webhook.test',
      'webhook_config.deactivate',
      'user.create',
      'tenant.settings_update',
    ]);
    await screenshots(page, '37-settings-audit-log');

    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Webhook' }).click();
    await page.getByText(/^3 entries/).waitFor();
    expect(await list.locator('.audit-action').allTextContents()).to.deep.equal([
      'Paused webhook delivery',
      'Sent a test event',
      'Set up the webhook',
    ]);
    expect(refused, 'nothing refused by the CSP').to.deep.equal([]);
  });

  it('an admin by keyboard only: the same settings with Tab, Space, the arrow keys and Enter', async () => {
    const { world, admin } = await adminWorld('console-settings-keys');
    const { page } = await consolePage(browser);
    await allowClipboard(page);
    const press = async (target: ReturnType<Page['getByRole']>, key = 'Enter') => {
      await tabTo(page, target);
      await page.keyboard.press(key);
    };

    await page.goto(consoleUrl('/login'));
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(admin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await heading(page, 'Inbox').waitFor();
    await press(page.getByRole('link', { name: 'Settings' }));
    await heading(page, 'API keys').waitFor();

    await tabTo(page, page.getByRole('textbox', { name: 'Name' }));
    await page.keyboard.type('Lever sync');
    await press(page.getByRole('button', { name: 'Create key' }));
    const field = page.getByRole('textbox', { name: 'API key “Lever sync”' });
    const shown = await field.inputValue();
    expect(
      await hasFocus(page.getByRole('heading', { name: 'Copy the new key now' })),
      'focus on the new key',
    ).to.equal(true);
    await press(page.getByRole('button', { name: 'Copy key' }));
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    expect(await clipboard(page)).to.equal(shown);
    expect((await call('/api/v2/me', { headers: apiKey(shown) })).body.tenant_id).to.equal(world.customerId);
    await press(page.getByRole('button', { name: 'Done' }));
    await press(page.getByRole('button', { name: 'Revoke Lever sync' }));
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await hasFocus(dialog.getByRole('button', { name: 'Cancel' })), 'the harmless choice first').to.equal(true);
    await page.keyboard.press('Tab');
    expect(await hasFocus(dialog.getByRole('button', { name: 'Revoke key' }))).to.equal(true);
    await page.keyboard.press('Enter');
    await page.getByRole('listitem').filter({ hasText: 'Lever sync' }).getByText('Revoked', { exact: true }).waitFor();
    expect((await call('/api/v2/me', { headers: apiKey(shown) })).status).to.equal(401);

    await press(settingsNav(page).getByRole('link', { name: 'Webhook' }));
    await heading(page, 'Webhook').waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Endpoint URL' }));
    await page.keyboard.type(receiver.url('/console-keys'));
    await page.keyboard.press('Enter'); // submits the form
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    await press(page.getByRole('button', { name: 'Send test event' }));
    await page.getByText(/^Delivered: .* answered 200\.$/).waitFor();
    const [got] = receiver.at('/console-keys');
    expect(verifies(got!, secret)).to.equal(true);

    await press(settingsNav(page).getByRole('link', { name: 'Users' }));
    await heading(page, 'Users').waitFor();
    const email = uniqueEmail('added-by-keyboard');
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab'); // the role group: Recruiter is chosen
    expect(await hasFocus(page.getByRole('radio', { name: /^Recruiter/ }))).to.equal(true);
    await press(page.getByRole('button', { name: 'Add user' }));
    const password = await page.getByRole('textbox', { name: `Password for ${email}` }).inputValue();
    const added = await call('/api/v2/me', { headers: bearer(await login(email, password)) });
    expect(added.body.permissions).to.have.members([...PRESETS.recruiter]);

    await press(settingsNav(page).getByRole('link', { name: 'Workspace settings' }));
    await heading(page, 'Workspace settings').waitFor();
    await press(page.getByRole('switch', { name: 'Approve plans automatically' }), 'Space');
    await tabTo(page, page.getByRole('textbox', { name: 'Recordings (days)' }));
    await page.keyboard.type('30');
    await press(page.getByRole('button', { name: 'Save settings' }));
    await page.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    const settings = await call('/api/v2/tenant/settings', {
      headers: bearer(await login(admin.email, admin.password)),
    });
    expect(settings.body).to.include({ auto_approve_plans: true, recording_retention_days: 30 });

    await press(settingsNav(page).getByRole('link', { name: 'Audit log' }));
    await heading(page, 'Audit log').waitFor();
    const list = page.getByRole('list', { name: 'Audit log entries' });
    await list.getByText('Changed the workspace settings').waitFor();
    expect((await list.locator('.audit-action').allTextContents()).slice(0, 6)).to.deep.equal([
      'Changed the workspace settings',
      'Added a user',
      'Sent a test event',
      'Set up the webhook',
      'Revoked an API key',
      'Created an API key',
    ]);
  });

  it('a recruiter sees no Settings, is told so at its address, and the server refuses the calls', async () => {
    const recruiter = await customerUser([...PRESETS.recruiter]);
    const { page } = await consolePage(browser);
    await signIn(page, recruiter);
    await heading(page, 'Inbox').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).to.deep.equal(['Inbox', 'Runs', 'Rankings']);
    // In-app navigation to the address (a reload would sign out: the token lives in memory only).
    await page.evaluate(() => {
      const w = globalThis as any;
      w.history.pushState({}, '', '/console/settings/api-keys');
      w.dispatchEvent(new w.PopStateEvent('popstate'));
    });
    await heading(page, 'Settings').waitFor();
    await page.getByText("Settings are for the workspace's admins.", { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Create key' }).count()).to.equal(0);
    await screenshots(page, '39-settings-not-admin');

    const token = await login(recruiter.email, recruiter.password);
    for (const [method, path, body] of [
      ['GET', '/api/v2/tenant/api-keys', undefined],
      ['POST', '/api/v2/tenant/api-keys', { name: 'x', permissions: ['interview:read'] }],
      ['DELETE', `/api/v2/tenant/api-keys/${randomUUID()}`, undefined],
      ['GET', '/api/v2/tenant/users', undefined],
      ['POST', '/api/v2/tenant/users', { email: uniqueEmail('no'), role: 'recruiter' }],
      ['PATCH', '/api/v2/tenant/settings', { auto_approve_plans: true }],
      ['GET', '/api/v2/audit-log', undefined],
      ['PUT', '/api/v2/me/webhook-config', { callback_url: 'https://example.com/hook' }],
      ['POST', '/api/v2/me/webhook-config/test', {}],
      ['POST', '/api/v2/me/webhook-config/rotate-secret', {}],
      ['GET', '/api/v2/admin/oauth-clients', undefined],
    ] as const) {
      const res = await call(path, { method, headers: bearer(token), body });
      expect(res.status, `${method} ${path}`).to.equal(403);
    }
  });

  it('a platform admin, acting for a customer workspace, registers an OAuth client whose secret works', async () => {
    const world: World = await newWorld('console-oauth');
    const platformAdmin = await person(world.superAdmin, world.platformId, PRESETS.platform_admin);
    const { page, refused } = await consolePage(browser);
    await signIn(page, platformAdmin);
    await heading(page, 'Inbox').waitFor(); // the platform's only customer workspace is chosen
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await settingsNav(page).getByRole('link', { name: 'OAuth clients' }).click();
    await heading(page, 'OAuth clients').waitFor();
    await page.getByText('No OAuth client is registered for this workspace.').waitFor();

    const name = `Partner ATS ${randomUUID().slice(0, 6)}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Redirect addresses' }).fill('http://partner.example/callback');
    await page.getByRole('button', { name: 'Register client' }).click();
    await page.getByText(/is not an https address/).waitFor();
    await page.getByRole('textbox', { name: 'Redirect addresses' }).fill('https://partner.example/callback');
    await page.getByRole('button', { name: 'Register client' }).click();
    const clientId = await page.getByRole('textbox', { name: 'Client ID' }).inputValue();
    const secret = await page.getByRole('textbox', { name: 'Client secret' }).inputValue();
    await page.getByRole('listitem').filter({ hasText: name }).getByText('https://partner.example/callback').waitFor();
    await screenshots(page, '38-settings-oauth-clients');

    const token = await call('/api/v2/oauth/token', {
      raw: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: secret,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(token.status, JSON.stringify(token.body)).to.equal(200);
    const me = await call('/api/v2/me', { headers: bearer(token.body.access_token) });
    expect(me.body).to.include({ credential: 'oauth', tenant_id: world.customerId });
    expect(me.body.permissions).to.deep.equal(['interview:read']);
    expect(refused).to.deep.equal([]);
  });

  it('axe-core: no serious or critical violation on any settings page, with its secrets and dialogs shown', async () => {
    const { world, admin } = await adminWorld('console-settings-axe');
    const platformAdmin = await person(world.superAdmin, world.platformId, PRESETS.platform_admin);
    const { page } = await consolePage(browser, { bypassCSP: true });
    const clean = async (what: string) =>
      expect(await seriousViolations(page), `${what}: serious or critical violations`).to.deep.equal([]);
    await signIn(page, admin);
    await page.getByRole('link', { name: 'Settings' }).click();
    await heading(page, 'API keys').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Axe');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('button', { name: 'Copy key' }).waitFor();
    await clean('API keys, with a new key shown');
    await page.getByRole('button', { name: 'Revoke Axe' }).click();
    await page.getByRole('alertdialog').waitFor();
    await clean('revoke dialog');
    await page.keyboard.press('Escape');

    await settingsNav(page).getByRole('link', { name: 'Webhook' }).click();
    await page.getByRole('button', { name: 'Set up webhook' }).waitFor();
    await clean('webhook, not set up');
    await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url('/console-axe'));
    await page.getByText('Only the events I choose', { exact: true }).click();
    await page.getByText('interview.assessment_ready', { exact: true }).click();
    await page.getByRole('button', { name: 'Set up webhook' }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText(/^Delivered/).waitFor();
    await clean('webhook, set up and tested');

    for (const [section, ready] of [
      ['Users', 'Add user'],
      ['Workspace settings', 'Save settings'],
      ['Audit log', 'Show'],
    ] as const) {
      await settingsNav(page).getByRole('link', { name: section }).click();
      await page.getByRole('button', { name: ready }).waitFor();
      await clean(section);
    }

    const recruiterPage = (await consolePage(browser, { bypassCSP: true })).page;
    await signIn(recruiterPage, await person(world.platformAdmin, world.customerId, PRESETS.recruiter));
    await heading(recruiterPage, 'Inbox').waitFor();
    await recruiterPage.evaluate(() => {
      const w = globalThis as any;
      w.history.pushState({}, '', '/console/settings');
      w.dispatchEvent(new w.PopStateEvent('popstate'));
    });
    await heading(recruiterPage, 'Settings').waitFor();
    expect(await seriousViolations(recruiterPage), 'settings refused to a recruiter').to.deep.equal([]);

    const other = (await consolePage(browser, { bypassCSP: true })).page;
    await signIn(other, platformAdmin);
    await other.getByRole('link', { name: 'Settings' }).click();
    await settingsNav(other).getByRole('link', { name: 'OAuth clients' }).click();
    await other.getByRole('button', { name: 'Register client' }).waitFor();
    expect(await seriousViolations(other), 'OAuth clients').to.deep.equal([]);
  });
});
