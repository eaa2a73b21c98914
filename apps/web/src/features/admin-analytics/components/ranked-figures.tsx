import type { AdminAnalyticsTable } from '@azubi/shared/admin/admin-analytics';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/chart-figure';
import { FigureTable, type Column } from '../../../components/figure-table';
import { Card } from '../../../components/ui/card';
import type { Period } from '../api/admin-analytics';
import { CsvLink } from './csv-link';

const RankedBarChart = lazy(() =>
  import('./admin-analytics-charts').then((module) => ({ default: module.RankedBarChart })),
);

/**
 * A ranked list of figures (a funnel, the page transitions, entry or exit pages): a bar chart and
 * the same figures as a table, with its CSV download. Empty, it says so instead.
 */
export function RankedFigures<Row>({
  title,
  note,
  table,
  period,
  rows,
  chart,
  valueName,
  columns,
  rowKey,
  empty,
}: {
  title: string;
  note?: ReactNode;
  table: AdminAnalyticsTable;
  period: Period;
  rows: Row[];
  chart: (row: Row) => { label: string; value: number };
  valueName: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  empty?: string;
}) {
  const { t } = useTranslation('adminAnalytics');
  return (
    // Not a landmark of its own: the table's scrolling region already carries the title.
    <Card className="grid min-w-0 content-start gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-brand-950">{title}</h3>
        <CsvLink table={table} period={period} title={title} />
      </div>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      {rows.length === 0 && empty ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <>
          <ChartFigure label={t('chartNote')} placeholderClassName="h-40">
            <RankedBarChart rows={rows.map(chart)} valueName={valueName} />
          </ChartFigure>
          <FigureTable caption={title} columns={columns} rows={rows} rowKey={rowKey} />
        </>
      )}
    </Card>
  );
}
