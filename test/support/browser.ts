import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Where browser tests leave their screenshots (gitignored). */
export const ARTIFACTS = join(process.cwd(), 'test', 'artifacts');

/**
 * Headless Chromium from the system (Debian's `chromium`; CHROMIUM_PATH to override): Playwright cannot download
 * browsers here. The flags keep it from reaching out to Google's services.
 */
export async function launchBrowser(): Promise<Browser> {
  await mkdir(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
