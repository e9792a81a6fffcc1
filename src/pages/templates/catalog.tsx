/** `/tools`: the calculators by category; `/`: the same list under a short introduction. */
import type { ToolInfo } from './tool-page';
import type { ComponentChildren } from 'preact';
import { Layout, type Chrome, type LayoutProps } from './layout';

const CATEGORY_WORDS: Readonly<Record<string, { title: string; blurb: string }>> = {
  loans: { title: 'Loans and mortgages', blurb: 'Payments, interest and amortization, to the cent.' },
  planning: { title: 'Planning', blurb: 'Big decisions and where you stand.' },
  investing: { title: 'Investing', blurb: 'Growth of lump sums and monthly plans.' },
  savings: { title: 'Savings', blurb: 'Reach a goal; ladder your CDs.' },
  debt: { title: 'Debt', blurb: 'Become debt-free sooner, for less interest.' },
  taxes: { title: 'Taxes', blurb: 'Federal and state income tax, FICA and take-home pay of a household.' },
  tools: { title: 'Tools', blurb: 'Everyday conversions.' },
};

export function categoriesOf(
  tools: readonly ToolInfo[],
): Array<{ id: string; title: string; blurb: string; tools: ToolInfo[] }> {
  const ids = [...new Set(tools.map((t) => t.category))];
  return ids.map((id) => ({
    id,
    title: CATEGORY_WORDS[id]?.title ?? id,
    blurb: CATEGORY_WORDS[id]?.blurb ?? '',
    tools: tools.filter((t) => t.category === id),
  }));
}

interface ToolsProps {
  chrome: Chrome;
  tools: readonly ToolInfo[];
}

interface ToolsPageProps extends ToolsProps {
  head: Omit<LayoutProps, 'chrome' | 'children'>;
  hero?: ComponentChildren;
  children?: ComponentChildren;
}

/** The calculators by category under an introduction: the home page's hero, or the catalog's heading (with the top padding of a page without a hero). */
function ToolsPage({ chrome, tools, head, hero, children }: ToolsPageProps) {
  return (
    <Layout chrome={chrome} {...head}>
      {hero}
      <div class={hero ? 'wrap' : 'wrap page'}>
        {children}
        <div class="categories">
          {categoriesOf(tools).map((cat) => (
            <section class="category" id={cat.id} aria-labelledby={`cat-${cat.id}`}>
              <h2 id={`cat-${cat.id}`}>{cat.title}</h2>
              <p class="muted">{cat.blurb}</p>
              <ul class="tool-list">
                {cat.tools.map((t) => (
                  <li>
                    <a class="tool-card" href={`/tools/${t.slug}`}>
                      <span class="tool-name">{t.name}</span>
                      <span class="tool-desc">{t.summary}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </Layout>
  );
}

export function CatalogPage({ chrome, tools }: ToolsProps) {
  const head = {
    title: `All ${tools.length} financial calculators | ${chrome.serviceName}`,
    description:
      'Loan, mortgage, investment, savings, debt payoff, tax, net worth, currency, CD ladder and rent-vs-buy calculators.',
    canonical: `${chrome.baseUrl}/tools`,
    section: 'tools' as const,
  };
  return (
    <ToolsPage chrome={chrome} tools={tools} head={head}>
      <h1>Financial calculators</h1>
      <p class="lede">
        {tools.length} calculators, exact to the cent, with the assumptions spelled out. No sign-up, no tracking,
        nothing loaded from other sites.
      </p>
    </ToolsPage>
  );
}

export function HomePage({ chrome, tools }: ToolsProps) {
  const head = {
    title: `${chrome.serviceName}: exact financial calculators and API`,
    description: 'Free financial calculators exact to the cent, with a REST API and an MCP endpoint.',
    canonical: `${chrome.baseUrl}/`,
  };
  const hero = (
    <div class="hero">
      <div class="wrap">
        <h1>Money math you can check</h1>
        <p class="lede">
          Mortgages, loans, savings, investing, debt payoff and taxes. Every result is exact to the cent, shows its
          assumptions, and can be shared, embedded or called from code.
        </p>
        <p class="hero-actions">
          <a class="button-primary" href="/tools">
            Browse all {tools.length} calculators
          </a>
          <a class="button-secondary" href="/api-docs">
            Use the API
          </a>
        </p>
      </div>
    </div>
  );
  return <ToolsPage chrome={chrome} tools={tools} head={head} hero={hero} />;
}
