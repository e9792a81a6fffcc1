/** The one markup of a data table: a keyboard-scrollable region, column heads, and rows headed by their first cell. */
import type { ComponentChildren } from 'preact';

export interface DataTableProps {
  /** The scrolling region's accessible name. */
  label: string;
  /** A visible caption; absent, a heading beside the table names it. */
  caption?: string;
  /** A caption for screen readers only. */
  hiddenCaption?: string;
  /** Extra classes beside `data`. */
  class?: string;
  /** Column heads; null leaves the corner above the row heads empty. */
  head: ReadonlyArray<ComponentChildren | null>;
  /** Each row: its head, then its cells. */
  rows: ReadonlyArray<readonly ComponentChildren[]>;
  /** The index of a column (past the first) kept in view at the right edge on a phone: `class="pin"` on its cells. */
  pinned?: number;
}

export function DataTable({ label, caption, hiddenCaption, class: extra, head, rows, pinned }: DataTableProps) {
  const pin = (i: number) => (i === pinned ? 'pin' : undefined);
  return (
    <div class="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table class={extra ? `data ${extra}` : 'data'}>
        {caption ? (
          <caption>{caption}</caption>
        ) : hiddenCaption ? (
          <caption class="visually-hidden">{hiddenCaption}</caption>
        ) : null}
        <thead>
          <tr>
            {head.map((h, i) =>
              h === null ? (
                <td />
              ) : (
                <th scope="col" class={pin(i)}>
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...cells]) => (
            <tr>
              <th scope="row">{first}</th>
              {cells.map((c, i) => (
                <td class={pin(i + 1)}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
