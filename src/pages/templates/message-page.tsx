/** A short page that says what went wrong (404, 500) and where to go instead. */
import type { ComponentChildren } from 'preact';
import { Layout, type Chrome } from './layout';

export function MessagePage({
  chrome,
  title,
  children,
}: {
  chrome: Chrome;
  title: string;
  children: ComponentChildren;
}) {
  return (
    <Layout chrome={chrome} title={`${title} | ${chrome.serviceName}`} description={title}>
      <div class="wrap narrow">
        <h1>{title}</h1>
        {children}
        <p>
          <a class="button-primary" href="/tools">
            See all calculators
          </a>
        </p>
      </div>
    </Layout>
  );
}
