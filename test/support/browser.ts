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
  if (process.env.REQUIRE_BROWSER === '1')
    throw new Error(`REQUIRE_BROWSER=1 but there is no browser at ${CHROMIUM_PATH} (apt-get install chromium)`);
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
export async function watchedPage(
  browser: Browser,
  origin: string,
  options: Parameters<Browser['newPage']>[0] = {},
): Promise<Watched> {
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

/**
 * One browser and one page server for a describe block, started before its tests and closed after.
 * `tab(options)` hands each test the file's open tab for those context options, its records of errors
 * and requests emptied; the test then loads its page into it, a new document all the same. A new tab
 * costs a context and a renderer process, about half a second of CPU each, which was most of the
 * browser tests' time; a same-site navigation keeps the tab's renderer (about:blank in between would
 * not: it swaps the process). Tests that change a tab beyond its document (listeners, dialogs,
 * JavaScript off) open their own pages.
 */
export function browserFixture(startServer: () => Promise<{ base: string; close(): Promise<void> }>) {
  const fixture = {} as {
    browser: Browser;
    base: string;
    tab(options?: Parameters<Browser['newPage']>[0]): Promise<Watched>;
  };
  const tabs = new Map<string, Watched>();
  let close: (() => Promise<void>) | undefined;
  fixture.tab = async (options = {}) => {
    const key = JSON.stringify(options);
    let w = tabs.get(key);
    if (!w) {
      w = await watchedPage(fixture.browser, fixture.base, options);
      tabs.set(key, w);
    }
    w.errors.length = 0;
    w.offsite.length = 0;
    return w;
  };
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
