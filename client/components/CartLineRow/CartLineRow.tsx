import { Trans, useLingui } from '@lingui/react/macro';
import { IconX } from '@tabler/icons-react';
import { Link } from 'wouter';
import { lineLimit, priceableLine } from '../../../src/cart-lines.ts';
import type { CartLine } from '../../../src/cart.ts';
import { linePriceCents, localeDigits, unitPriceCents } from '../../../src/pricing.ts';
import { sizeChartRow } from '../../../src/size-chart.ts';
import { artworkImage } from '../../format/artwork-image.ts';
import { useRemoveCartLine, useUpdateCartLine } from '../../hooks/useCart.ts';
import { useMemberTerms } from '../../hooks/useCurrentUser.ts';
import { useMoney } from '../../hooks/useShopperLocation.ts';
import { useLocale } from '../../locale.tsx';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.tsx';
import classes from './CartLineRow.module.css';
import { pathTo } from '../../../src/page-routes.ts';

interface CartLineRowProps {
  line: CartLine;
  /** The side panel packs a line into a narrow column; /cart gives it room for the unit price. */
  layout: 'panel' | 'page';
  /** Called when the shopper follows the line to its product (the panel closes itself then). */
  onNavigate?: () => void;
}

/** Size as the spec words it: the variant's size, else the product's dimensions. */
export const lineSize = (line: CartLine) => line.variant?.size ?? line.product.dimensions;

/** One line of the cart: the artwork, its title and size, a quantity stepper, the line price and Remove. */
export function CartLineRow({ line, layout, onNavigate }: CartLineRowProps) {
  const money = useMoney();
  const locale = useLocale();
  const { t } = useLingui();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const image = artworkImage(line.product);
  const size = lineSize(line);
  const chartRow = size ? sizeChartRow(size) : undefined;
  // Centimetres with the decimal they have, as the language writes it (40,6 in German).
  const cm = (value: number) => localeDigits(value, Number.isInteger(value) ? 0 : 1, locale, false);
  const width = chartRow && cm(chartRow.widthCm);
  const height = chartRow && cm(chartRow.heightCm);
  const centimetres = chartRow ? t`${width} × ${height} cm` : null;
  const href = pathTo('product', { id: line.productId });
  const busy = update.isPending || remove.isPending;
  // Same module as the server's subtotal (the member's price), so the lines always add up to it.
  const member = useMemberTerms();
  const priced = priceableLine(line, member);
  const lineCents = linePriceCents(priced);
  const title = line.product.title;
  const unitPrice = money(unitPriceCents(priced));

  return (
    <li className={classes.row} data-layout={layout} data-busy={busy || undefined} aria-label={line.product.title}>
      <Link href={href} className={classes.thumb} onClick={onNavigate} tabIndex={-1} aria-hidden="true">
        {image ? (
          <img src={image} alt="" width={160} height={200} loading="lazy" decoding="async" />
        ) : (
          <span className={classes.noImage}>
            <Trans>No image</Trans>
          </span>
        )}
      </Link>
      <div className={classes.body}>
        <div className={classes.heading}>
          <div>
            <Link href={href} className={classes.title} onClick={onNavigate}>
              {line.product.title}
            </Link>
            {size && <p className={classes.size}>{size}</p>}
            {layout === 'page' && centimetres && <p className={classes.cm}>{centimetres}</p>}
            {layout === 'page' && (
              <p className={classes.unit}>
                <Trans>{unitPrice} each</Trans>
              </p>
            )}
          </div>
          <button
            type="button"
            className={classes.remove}
            onClick={() => remove.mutate({ id: line.id })}
            disabled={busy}
            aria-label={t`Remove ${title}`}
            title={t`Remove`}
          >
            <IconX size={layout === 'panel' ? 15 : 17} stroke={1.4} />
            {layout === 'page' && (
              <span>
                <Trans>Remove</Trans>
              </span>
            )}
          </button>
        </div>
        <div className={classes.footer}>
          <QuantityStepper
            value={line.quantity}
            max={Math.max(line.quantity, lineLimit(line.product))}
            onChange={(quantity) => update.mutate({ id: line.id, quantity })}
            disabled={busy}
            label={t`Quantity of ${title}`}
            size="sm"
          />
          <p className={classes.price}>
            {money(lineCents)}
          </p>
        </div>
      </div>
    </li>
  );
}
