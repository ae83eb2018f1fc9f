import { useEffect, useRef } from 'react';
import { CANVAS_DEPTH_CM, CANVAS_DEPTH_IN, localeLength, normaliseSize, SIZE_CHART } from '../../../src/size-chart.ts';
import { useLocale } from '../../locale.tsx';
import classes from './SizeChartTable.module.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const HEADINGS = [msg`Size (in)`, msg`Width (cm)`, msg`Height (cm)`, msg`Depth (cm)`];

interface SizeChartTableProps {
  /** The sizes this print comes in, as its variants name them; their rows are marked. */
  availableSizes: readonly string[];
  selectedSize: string | null;
}

/**
 * The fixed canvas size chart of spec section 3: inches to width, height and depth in centimetres, the
 * centimetres written as the page's language writes decimals (40,6 in German and French).
 */
export function SizeChartTable({ availableSizes, selectedSize }: SizeChartTableProps) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const length = (value: number) => localeLength(value, locale);
  const depth = length(CANVAS_DEPTH_CM);
  const depthInches = length(CANVAS_DEPTH_IN);
  const available = new Set(availableSizes.map(normaliseSize));
  const selected = selectedSize ? normaliseSize(selectedSize) : null;
  const scroller = useRef<HTMLDivElement>(null);

  // Bring the chosen size's row into the chart's own window; the page itself does not move. Measured in
  // the next frame, where the browser lays the page out anyway, rather than forcing that layout in the
  // middle of React's work (ShopFilters does the same).
  useEffect(() => {
    const id = requestAnimationFrame(() => {
      const frame = scroller.current;
      const row = frame?.querySelector<HTMLElement>('tr[data-selected]');
      const head = frame?.querySelector<HTMLElement>('thead');
      if (!frame || !row) return;
      const top = row.offsetTop - (head?.offsetHeight ?? 0);
      if (top < frame.scrollTop || row.offsetTop + row.offsetHeight > frame.scrollTop + frame.clientHeight) {
        frame.scrollTo({ top: Math.max(0, top - row.offsetHeight), behavior: 'smooth' });
      }
    });
    return () => cancelAnimationFrame(id);
  }, [selected]);

  return (
    // A window of its own that scrolls: the keyboard can reach it and scroll it with the arrows, and a screen reader names it.
    <div className={classes.scroller} ref={scroller} tabIndex={0} role="region" aria-label={t`Size chart`}>
      {/* A plain table rather than Mantine's, whose scroll container brings a 14 KB ScrollArea to every print's page. */}
      <table className={classes.table}>
        <caption className={classes.caption}>
          <Trans>
            Gallery-wrapped on a {depth} cm ({depthInches}″) stretcher bar. Sizes this print comes in are marked.
          </Trans>
        </caption>
        <thead className={classes.head}>
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading.id} className={classes.th}>
                {i18n._(heading)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SIZE_CHART.map((row) => (
            <tr
              key={row.size}
              className={classes.tr}
              data-available={available.has(row.size) || undefined}
              data-selected={row.size === selected || undefined}
              aria-current={row.size === selected ? 'true' : undefined}
            >
              <td className={classes.td}>
                {row.widthIn}&Prime; × {row.heightIn}&Prime;
              </td>
              <td className={classes.td}>{length(row.widthCm)}</td>
              <td className={classes.td}>{length(row.heightCm)}</td>
              <td className={classes.td}>{length(row.depthCm)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
