/** Renders a page component to an HTML document; every text and attribute value is escaped by Preact. */
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';

export function renderDocument(page: VNode): string {
  return `<!doctype html>${renderToString(page)}`;
}
