import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type Column<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned with tabular figures. */
  numeric?: boolean;
  /** The row's header cell (the first column). */
  rowHeader?: boolean;
  /** Kept on one line (dates). */
  nowrap?: boolean;
};

/**
 * A table of figures in a scrolling, keyboard-focusable region (a wide table scrolls sideways on
 * a phone instead of widening the page), its caption read by screen readers.
 */
export function FigureTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  className,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  className?: string;
}) {
  return (
    <div
      className={cn('relative overflow-auto rounded-control border border-border', className)}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('px-3 py-2 font-semibold', column.numeric ? 'text-right' : 'text-left')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-border">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={cn(
                      'px-3 py-1.5 text-left font-normal',
                      column.nowrap ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]',
                    )}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={cn(
                      'px-3 py-1.5',
                      column.numeric ? 'text-right whitespace-nowrap tabular-nums' : '[overflow-wrap:anywhere]',
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
