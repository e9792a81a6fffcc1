/**
 * The document around every page: one stylesheet and one deferred script from our own origin
 * (content-hashed names), the script carrying the response's CSP nonce when it has one. Nothing else is loaded.
 */
import type { ComponentChildren } from 'preact';
import type { EmbedOptions } from '../embed-options';

export interface AssetUrls {
  css: string;
  js: string;
  icon: string;
}

export interface Chrome {
  /** The response's CSP nonce; undefined on a page built once for everyone (security.ts, STATIC_PAGE_HEADERS). */
  nonce: string | undefined;
  assets: AssetUrls;
  serviceName: string;
  baseUrl: string;
}

export interface LayoutProps {
  chrome: Chrome;
  title: string;
  description: string;
  /** The page's canonical address (absolute). */
  canonical?: string;
  /** Embeds drop the site header and footer. */
  embed?: boolean;
  /** An embed's look: `data-theme` on the document, `data-accent` and the transparent background on the body. */
  embedOptions?: EmbedOptions;
  /** Which top navigation entry is current. */
  section?: 'tools' | 'api';
  children: ComponentChildren;
}

function Header({ chrome, section }: { chrome: Chrome; section: LayoutProps['section'] }) {
  return (
    <header class="site-header">
      <div class="wrap header-inner">
        <a class="brand" href="/">
          <img src={chrome.assets.icon} alt="" width={28} height={28} />
          <span>{chrome.serviceName}</span>
        </a>
        <nav aria-label="Main">
          <a href="/tools" aria-current={section === 'tools' ? 'page' : undefined}>
            Calculators
          </a>
          <a href="/api-docs" aria-current={section === 'api' ? 'page' : undefined}>
            API
          </a>
        </nav>
      </div>
    </header>
  );
}

function Footer({ chrome }: { chrome: Chrome }) {
  return (
    <footer class="site-footer">
      <div class="wrap">
        <p>
          <strong>{chrome.serviceName}</strong>: free financial calculators, exact to the cent, with an open{' '}
          <a href="/api-docs">REST API and MCP endpoint</a>.
        </p>
        <p class="muted">Informational estimates only; not financial, tax or investment advice.</p>
      </div>
    </footer>
  );
}

export function Layout({ chrome, title, description, canonical, embed, embedOptions, section, children }: LayoutProps) {
  const bodyClass = embed ? `embed${embedOptions?.transparent ? ' embed-transparent' : ''}` : undefined;
  return (
    <html lang="en" data-theme={embedOptions && embedOptions.theme !== 'light' ? embedOptions.theme : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {embed ? <meta name="robots" content="noindex" /> : null}
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href={chrome.assets.icon} type="image/svg+xml" />
        <link rel="stylesheet" href={chrome.assets.css} />
        <script src={chrome.assets.js} nonce={chrome.nonce} defer />
      </head>
      <body class={bodyClass} data-accent={embedOptions?.accent}>
        {embed ? null : (
          <a class="skip-link" href="#main">
            Skip to content
          </a>
        )}
        {embed ? null : <Header chrome={chrome} section={section} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {embed ? null : <Footer chrome={chrome} />}
      </body>
    </html>
  );
}
