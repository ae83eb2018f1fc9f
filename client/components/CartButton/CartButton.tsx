import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { pluralCategory } from '../../format/plural-category.ts';
import { useLocale } from '../../locale.tsx';
import classes from './CartButton.module.css';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const BUMP_MS = 520;

interface CartButtonProps {
  /** The total quantity in the cart. */
  count: number;
  onClick: () => void;
}

/**
 * The bag icon with the total quantity in the cart; it opens the cart side panel. The badge shows even
 * at zero so the header does not shift when the first item goes in, and it pulses once when it grows.
 */
export function CartButton({ count, onClick }: CartButtonProps) {
  const { t } = useLingui();
  const locale = useLocale();
  // As the wishlist's heart: a select of the count's plural category, not plural() (pluralCategory says why).
  const category = pluralCategory(locale, count);
  const label = t`Shopping bag, ${select(category, { one: `${count} item`, other: `${count} items` })}`;
  const previous = useRef(count);
  const [bumping, setBumping] = useState(false);

  useEffect(() => {
    const grew = count > previous.current;
    previous.current = count;
    if (!grew) return;
    setBumping(true);
    const timer = window.setTimeout(() => setBumping(false), BUMP_MS);
    return () => window.clearTimeout(timer);
  }, [count]);

  return (
    <Indicator
      label={count}
      showZero
      size={17}
      offset={7}
      color="charcoal.8"
      fz={10}
      fw={600}
      classNames={{ indicator: classes.badge }}
      data-bump={bumping || undefined}
    >
      <ActionIcon
        variant="subtle"
        color="charcoal"
        size={40}
        radius="xl"
        onClick={onClick}
        aria-label={label}
        aria-haspopup="dialog"
        title={t`Shopping bag`}
      >
        <IconShoppingBag size={22} stroke={1.4} />
      </ActionIcon>
    </Indicator>
  );
}
