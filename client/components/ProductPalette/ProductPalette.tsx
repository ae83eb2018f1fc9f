import { VisuallyHidden } from '@mantine/core';
import type { PaletteColour } from '../../../src/catalogue.ts';
import { useLocale } from '../../locale.tsx';
import classes from './ProductPalette.module.css';
import { useLingui } from '@lingui/react/macro';

/**
 * A print's main colours, most of the picture first, each a swatch with its share: what a buyer
 * matching a room looks for. The swatches are drawn from the palette's own values (an inline colour,
 * which the CSP allows for style attributes); a screen reader hears each share and its colour code.
 */
export function ProductPalette({ palette }: { palette: readonly PaletteColour[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <ul className={classes.palette}>
      {palette.map(({ hex, share }) => (
        <li key={hex} className={classes.colour}>
          <span className={classes.swatch} style={{ backgroundColor: hex }} aria-hidden="true" />
          <span className={classes.share}>{percent.format(share)}</span>
          <VisuallyHidden component="span">{t`colour ${hex}`}</VisuallyHidden>
        </li>
      ))}
    </ul>
  );
}
