/**
 * A percent sent as a fraction (0.065 for 6.5 %) is computed as sent, with a warning first in `meta.warnings`, on
 * REST, MCP and the page — for every percent input whose realistic values are far above 1, and for none of the
 * inputs where a value under 1 % is realistic. Every percent input of every calculator is on one list or the other.
 */
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import {
  fractionWarnings,
  FRACTION_PLAUSIBLE_INPUTS,
  FRACTION_SUSPECT_INPUTS,
} from '../../src/dispatch/percent-fractions';
import { callPayload, postModern } from '../mcp/support/mcp-http';
import { testApp } from '../support/app';

type Json = Record<string, unknown>;
const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });

/** Every percent input of a schema, as the lists write paths ("debts[].rate", "rungRates[]"). */
function percentInputs(schema: Json, prefix = ''): string[] {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  return Object.entries(props).flatMap(([name, p]) => {
    const path = `${prefix}${name}`;
    if (p['x-unit'] === 'percent') return [path];
    const items = p.items as Json | undefined;
    if (p.type === 'array' && items)
      return items['x-unit'] === 'percent' ? [`${path}[]`] : percentInputs(items, `${path}[].`);
    return [];
  });
}

/** The example of `slug` with the value at `spec` set to `value` (the first item of a list; every rung of a ladder). */
function exampleWith(slug: string, spec: string, value: number): { input: Json; path: string } {
  const input = structuredClone(calculators.find((c) => c.slug === slug)!.exampleInputs) as Json;
  const [name, field] = spec.replace('[]', '').split('.') as [string, string | undefined];
  if (spec === 'rungRates[]') {
    input.rungRates = Array.from({ length: input.numberOfRungs as number }, (_, i) => (i === 1 ? value : 4));
    return { input, path: 'rungRates[1]' };
  }
  if (field === undefined) {
    input[name] = value;
    return { input, path: name };
  }
  (input[name] as Json[])[0]![field] = value;
  return { input, path: `${name}[0].${field}` };
}

const SUSPECT = Object.entries(FRACTION_SUSPECT_INPUTS).flatMap(([slug, specs]) =>
  specs.map((spec) => [slug, spec] as const),
);
const PLAUSIBLE = Object.entries(FRACTION_PLAUSIBLE_INPUTS).flatMap(([slug, specs]) =>
  specs.map((spec) => [slug, spec] as const),
);

async function warningsEverywhere(slug: string, input: Json): Promise<{ rest: string[]; mcp: string[]; page: string }> {
  const rest = await request(app).post(`/api/v1/calculate/${slug}`).send(input).expect(200);
  const mcp = await postModern(app, 'tools/call', { name: slug, arguments: input }).expect(200);
  expect(mcp.body.result.isError).toBe(false);
  const share = new URL(rest.body.meta.share_url);
  const page = await request(app).get(`${share.pathname}${share.search}`).expect(200);
  return {
    rest: rest.body.meta.warnings,
    mcp: callPayload(mcp.body.result).meta.warnings as string[],
    page: page.text,
  };
}

describe('the lists', () => {
  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s: every percent input is on exactly one list',
    (slug, calc) => {
      const listed = [...(FRACTION_SUSPECT_INPUTS[slug] ?? []), ...(FRACTION_PLAUSIBLE_INPUTS[slug] ?? [])];
      expect([...listed].sort()).toEqual(percentInputs(calc.inputSchema as Json).sort());
      expect(new Set(listed).size).toBe(listed.length);
    },
  );

  it('words the warning with the value as read and as meant', () => {
    expect(fractionWarnings('emi-calculator', { annualRate: 0.065 })).toEqual([
      'annualRate: 0.065 is read as 0.065 %; for 6.5 % send 6.5',
    ]);
    expect(fractionWarnings('emi-calculator', { annualRate: 0.07 })).toEqual([
      'annualRate: 0.07 is read as 0.07 %; for 7 % send 7',
    ]);
    for (const v of [0, 1, 6.5, -0.5]) expect(fractionWarnings('emi-calculator', { annualRate: v })).toEqual([]);
    expect(fractionWarnings('debt-payoff-calculator', { debts: [{ rate: 22.99 }, { rate: 0.1499 }] })).toEqual([
      'debts[1].rate: 0.1499 is read as 0.1499 %; for 14.99 % send 14.99',
    ]);
  });
});

describe.each(SUSPECT)('%s %s below 1', (slug, spec) => {
  it('warns on REST, MCP and the page, first among the warnings', async () => {
    const { input, path } = exampleWith(slug, spec, 0.065);
    const message = `${path}: 0.065 is read as 0.065 %; for 6.5 % send 6.5`;
    const { rest, mcp, page } = await warningsEverywhere(slug, input);
    expect(rest[0]).toBe(message);
    expect(mcp[0]).toBe(message);
    // The page lists meta.warnings under "Please check", the input named in words ("annual interest rate: …").
    const notice = /<div class="notice notice-warn">[\s\S]*?<\/ul>/.exec(page)?.[0] ?? 'no warnings shown';
    expect(notice).toContain('0.065 is read as 0.065 %; for 6.5 % send 6.5');
  });

  it('does not warn at 0 or at a realistic value', async () => {
    for (const value of [0, 6.5]) {
      const { input } = exampleWith(slug, spec, value);
      const { rest, mcp } = await warningsEverywhere(slug, input);
      expect([...rest, ...mcp].filter((w) => w.includes(' is read as '))).toEqual([]);
    }
  });
});

describe.each(PLAUSIBLE)('%s %s below 1 is realistic', (slug, spec) => {
  it('adds no warning', async () => {
    const { input } = exampleWith(slug, spec, 0.5);
    const res = await request(app).post(`/api/v1/calculate/${slug}`).send(input).expect(200);
    expect((res.body.meta.warnings as string[]).filter((w) => w.includes(' is read as '))).toEqual([]);
  });
});
