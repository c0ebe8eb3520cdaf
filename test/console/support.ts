import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { ARTIFACTS } from '../support/browser.js';
import { call } from '../support/http.js';
import { bearer, platformAdmin, uniqueEmail, PASSWORD } from '../support/identity.js';
import { stack } from '../support/stack.js';

export const consoleUrl = (path = '') => `${stack().origin}/console${path}`;

/** The customer tenant's admin from the bootstrap: every workspace permission, as a lead recruiter has. */
export const recruiter = () => ({
  email: stack().creds.customer.admin_email,
  password: stack().creds.customer.admin_password,
});

/**
 * A page in a fresh context that records what the CSP refused: the console must work under its own policy. Pass
 * `bypassCSP` only to inject axe-core, whose script tag the policy (rightly) refuses.
 */
export async function consolePage(browser: Browser, opts: { bypassCSP?: boolean } = {}) {
  // Reduced motion: a screenshot never catches a panel's chevron half turned.
  const context = await browser.newContext({
    viewport: DESKTOP,
    bypassCSP: opts.bypassCSP ?? false,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return { page, refused };
}

export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto(consoleUrl('/login'));
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/**
 * Opens `path` (a page behind the sign-in, which comes first and leads back to it) and signs in with the keyboard only:
 * Tab, typing, Enter.
 */
export async function keyboardSignIn(page: Page, who: { email: string; password: string }, path = '/login') {
  await page.goto(consoleUrl(path));
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(who.password);
  await page.keyboard.press('Enter');
}

/** Signs in with the keyboard only, then opens the run named `name` from the inbox the same way. */
export async function keyboardToRun(page: Page, who: { email: string; password: string }, name: string): Promise<void> {
  await keyboardSignIn(page, who);
  await heading(page, 'Inbox').waitFor();
  await tabTo(page, page.getByRole('link', { name }));
  await page.keyboard.press('Enter');
  await heading(page, name).waitFor();
}

/**
 * Presses Tab (Shift+Tab with `backward`) until `target` has the focus (keyboard journeys): fails if it never comes
 * within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 200, opts = { backward: false }): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(opts.backward ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target).catch(() => false)) return;
  }
  throw new Error(`${opts.backward ? 'Shift+Tab' : 'Tab'} never reached ${target} in ${max} presses`);
}

/** Whether the focus comes to `target` within a moment (a closing dialog hands it back on the next frame). */
export async function focusComesTo(target: Locator): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    if (await hasFocus(target).catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = join(ARTIFACTS, 'console');

/**
 * The page at 1280×800 and at 390×844, as `<name>-1280.png` and `<name>-390.png`: whole and from its top (where the
 * sticky bars stand when a reader arrives), or with `fullPage: false` the viewport around what has the focus.
 */
export async function screenshots(page: Page, name: string, opts = { fullPage: true }): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    const width = await page.evaluate('document.documentElement.scrollWidth');
    if (width !== size.width) throw new Error(`${name} is ${width} px wide at ${size.width} px: it scrolls sideways`);
    await page.evaluate(
      opts.fullPage ? 'scrollTo(0, 0)' : "document.activeElement?.scrollIntoView({ block: 'center' })",
    );
    await page.screenshot({ path: join(SHOTS, `${name}-${size.width}.png`), fullPage: opts.fullPage });
  }
  await page.setViewportSize(DESKTOP);
}

const AXE = createRequire(import.meta.url).resolve('axe-core');

/**
 * React Aria announces a busy button by its label (aria-labelledby) for 7 s; when the button has left with its page,
 * that announcement points at nothing until it expires. Checks wait for that, to judge the page as it stays.
 */
const ANNOUNCEMENTS_SETTLED = `[...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')]
  .every((el) => document.getElementById(el.getAttribute('aria-labelledby')))`;

/**
 * axe-core's serious and critical violations on the page as it is, one line each (empty: none); `context` narrows the
 * check (axe's include/exclude selectors), e.g. to a page's own markup around a library's.
 */
export async function seriousViolations(page: Page, context: object = { exclude: [] }): Promise<string[]> {
  await page.waitForFunction(ANNOUNCEMENTS_SETTLED, null, { timeout: 10_000 });
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(
    (within) => (globalThis as unknown as { axe: { run(c: object): Promise<AxeResults> } }).axe.run(within),
    context,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A user of the customer tenant with exactly `permissions`, created by the platform admin. */
export async function customerUser(permissions: string[]): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('console');
  const res = await call(`/api/v2/admin/tenants/${stack().creds.customer.tenant_id}/users`, {
    headers: bearer(await platformAdmin()),
    body: { email, password: PASSWORD, permissions },
  });
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password: PASSWORD };
}

/** What has the focus now: its text and the text it marks (`<mark>`), read in the page. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as any).document.activeElement; // the page's (tests are type-checked without the DOM)
    return {
      text: (el?.textContent ?? '') as string,
      mark: (el?.querySelector('mark')?.textContent ?? null) as string | null,
    };
  });

/** Whether `target` has the focus. */
export const hasFocus = (target: Locator) => target.evaluate((el) => el === el.ownerDocument.activeElement);
