import { useId } from 'react';
import type { ProductVariant } from '../../../src/catalogue.ts';
import { localeLength, sizeChartRow } from '../../../src/size-chart.ts';
import { toCents } from '../../../src/money.ts';
import { memberPriceCents } from '../../../src/pricing.ts';
import { useMemberTerms } from '../../hooks/useCurrentUser.ts';
import { useMoney } from '../../hooks/useShopperLocation.ts';
import { useLocale } from '../../locale.tsx';
import classes from './SizeSelector.module.css';
import { Trans } from '@lingui/react/macro';

interface SizeSelectorProps {
  variants: readonly ProductVariant[];
  selectedId: string | null;
  onSelect: (variantId: string) => void;
  /** Set after Add to Cart was pressed without a size: the choices ask for attention. */
  invalid?: boolean;
}

/**
 * The canvas sizes of a product as native radio buttons (arrow keys move between them), each with
 * its centimetres from the size chart and its price in the visitor's currency (a member's, their tier's
 * discount taken).
 */
export function SizeSelector({ variants, selectedId, onSelect, invalid = false }: SizeSelectorProps) {
  const money = useMoney();
  const locale = useLocale();
  const discountPercent = useMemberTerms()?.printDiscountPercent ?? 0;
  const name = useId();
  return (
    <fieldset className={classes.fieldset} data-invalid={invalid || undefined}>
      <legend className={classes.legend}>
        <Trans>Canvas size</Trans>
        {invalid && (
          <span className={classes.hint}>
            <Trans>Choose a size</Trans>
          </span>
        )}
      </legend>
      <div className={classes.options}>
        {variants.map((variant) => {
          const row = sizeChartRow(variant.size);
          const width = row && localeLength(row.widthCm, locale);
          const height = row && localeLength(row.heightCm, locale);
          const price = money(memberPriceCents(toCents(variant.price), discountPercent));
          return (
            <label key={variant.id} className={classes.option}>
              <input
                type="radio"
                name={name}
                value={variant.id}
                checked={variant.id === selectedId}
                onChange={() => onSelect(variant.id)}
                className={classes.input}
                aria-label={`${variant.size}, ${price}`}
              />
              <span className={classes.size}>{variant.size}</span>
              {row && (
                <span className={classes.cm}>
                  <Trans>
                    {width} × {height} cm
                  </Trans>
                </span>
              )}
              <span className={classes.price}>{price}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
