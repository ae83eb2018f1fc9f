import '@mantine/core/styles/SegmentedControl.layer.css';
import { SegmentedControl } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import listClasses from './AdminList.module.css';
import classes from './OverviewTab.module.css';

export interface ChartTable {
  /** The column headings; the first names each row. */
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/**
 * One chart of the Overview with its figures as a table. The drawing is for the eye only (hidden from
 * screen readers, which cannot read an SVG chart); the table is always in the page for them, shown to
 * everyone by the Table switch, which also suits whoever wants the exact numbers.
 */
export function ChartCard({
  title,
  note,
  table,
  empty,
  wide,
  children,
}: {
  title: string;
  note?: string;
  table: ChartTable;
  /** Said instead of the chart when there is nothing to draw. */
  empty: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const hasData = table.rows.length > 0;
  return (
    <section className={classes.card} data-wide={wide || undefined} aria-labelledby={titleId}>
      <header className={classes.cardHead}>
        <div>
          <h3 id={titleId} className={classes.cardTitle}>
            {title}
          </h3>
          {note && <p className={classes.cardNote}>{note}</p>}
        </div>
        {hasData && (
          <SegmentedControl
            size="xs"
            aria-label={`Show ${title.toLowerCase()} as`}
            value={view}
            onChange={(value) => setView(value as 'chart' | 'table')}
            data={[
              { value: 'chart', label: 'Chart' },
              { value: 'table', label: 'Table' },
            ]}
          />
        )}
      </header>
      {!hasData ? (
        <p className={classes.cardEmpty}>{empty}</p>
      ) : (
        <>
          {view === 'chart' && (
            <div className={classes.chart} data-chart aria-hidden="true" inert>
              {children}
            </div>
          )}
          <div className={view === 'table' ? classes.tableWrap : listClasses.visuallyHidden}>
            <table className={classes.figures}>
              <caption className={listClasses.visuallyHidden}>{title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column, index) => (
                    <th key={column} scope="col" className={index > 0 ? classes.figure : undefined}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map(([head, ...cells], index) => (
                  <tr key={index}>
                    <th scope="row">{head}</th>
                    {cells.map((cell, column) => (
                      <td key={column} className={classes.figure}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
