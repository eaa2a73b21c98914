import { render, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { ChartFigure } from './chart-figure';
import { FigureTable, type Column } from './figure-table';
import { TitledCard } from './titled-card';

type Day = { date: string; views: number };
const DAYS: Day[] = [
  { date: '2026-03-05', views: 3 },
  { date: '2026-03-06', views: 1200 },
];
const COLUMNS: Column<Day>[] = [
  { key: 'date', header: 'Day', cell: (day) => day.date, rowHeader: true, nowrap: true },
  { key: 'views', header: 'Views', cell: (day) => String(day.views), numeric: true },
];
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => {}));

describe('an analytics card: title, chart and its table', () => {
  it('is a region named by its heading, with its actions beside the heading', () => {
    render(
      <TitledCard id="views" title="Views per day" actions={<a href="/csv">CSV</a>} className="content-start">
        <p>body</p>
      </TitledCard>,
    );
    const region = screen.getByRole('region', { name: 'Views per day' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Views per day' })).toHaveAttribute('id', 'views');
    expect(within(region).getByRole('link', { name: 'CSV' })).toBeInTheDocument();
    expect(region).toHaveClass('grid', 'gap-4', 'p-4', 'sm:p-6', 'content-start');
  });

  it('keeps the chart space while the chart loads, and captions it for screen readers', () => {
    const { container } = render(
      <ChartFigure label="A chart of the table below" placeholderClassName="h-40">
        <NeverLoads />
      </ChartFigure>,
    );
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('figcaption')).toHaveTextContent('A chart of the table below');
    expect(figure.querySelector('figcaption')).toHaveClass('sr-only');
    const placeholder = container.querySelector('[aria-hidden="true"]');
    expect(figure).toContainElement(placeholder as HTMLElement);
    expect(placeholder).toHaveClass('animate-pulse', 'h-40');
  });

  it('lists the figures in a scrolling, focusable region named by the caption', () => {
    render(<FigureTable caption="Views, March" columns={COLUMNS} rows={DAYS} rowKey={(day) => day.date} />);
    const region = screen.getByRole('region', { name: 'Views, March' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Views, March' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Views']);
    expect(within(table).getByRole('rowheader', { name: '2026-03-06' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '1200' })).toHaveClass('text-right', 'tabular-nums');
  });
});
