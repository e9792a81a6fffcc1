/**
 * A real browser for the page tests: Debian's `chromium` driven by playwright-core (never a
 * downloaded browser build). `.ci/run` installs it and sets REQUIRE_BROWSER=1, under which a
 * missing browser fails the run; elsewhere the browser tests are skipped with a loud notice.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the browser tests can run here; throws when they are required but cannot. */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.REQUIRE_BROWSER === '1') throw new Error(`REQUIRE_BROWSER=1 but there is no browser at ${CHROMIUM_PATH} (apt-get install chromium)`);
  process.stderr.write(`\n*** BROWSER TESTS SKIPPED: no ${CHROMIUM_PATH} (apt-get install chromium) ***\n\n`);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface Watched {
  page: Page;
  /** Console errors and uncaught page errors. */
  errors: string[];
  /** Requests to any origin other than `origin`. */
  offsite: string[];
}

/** A new page that records console errors and every request leaving `origin`. */
export async function watchedPage(browser: Browser, origin: string, options: Parameters<Browser['newPage']>[0] = {}): Promise<Watched> {
  const page = await browser.newPage(options);
  const errors: string[] = [];
  const offsite: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) offsite.push(url);
  });
  return { page, errors, offsite };
}

/** One browser and one page server for a describe block, started before its tests and closed after. */
export function browserFixture(startServer: () => Promise<{ base: string; close(): Promise<void> }>) {
  const fixture = {} as { browser: Browser; base: string };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    Object.assign(fixture, { browser, base: server.base });
    close = () => server.close();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await close?.();
  });
  return fixture;
}
