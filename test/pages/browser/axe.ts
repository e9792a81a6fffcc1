/** axe-core run inside a page (injected through the DevTools protocol, so the page's CSP stays as it is). */
import { readFileSync } from 'node:fs';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical violations on the page, as "rule: target" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((v: Result) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v: Result) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    );
}
