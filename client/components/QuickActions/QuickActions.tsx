import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowRight, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'wouter';
import { shopCategoryHref } from '../../site-links.ts';
import classes from './QuickActions.module.css';
import { pathTo } from '../../../src/page-routes.ts';

interface QuickAction {
  label: MessageDescriptor;
  hint: MessageDescriptor;
  href: string;
  /** A category's artwork as the thumbnail; without one the shopping bag stands in. */
  image?: string;
}

/** Spec section 2: View Cart, Browse Abstract Art, Browse Landscapes. */
const ACTIONS: readonly QuickAction[] = [
  { label: msg`View Cart`, hint: msg`Review your bag and check out`, href: pathTo('cart') },
  {
    label: msg`Browse Abstract Art`,
    hint: msg`Colour fields, forms and rhythm`,
    href: shopCategoryHref('Abstract'),
    image: '/art/categories/abstract.svg',
  },
  {
    label: msg`Browse Landscapes`,
    hint: msg`Mountains, hills and open skies`,
    href: shopCategoryHref('Landscapes'),
    image: '/art/categories/landscapes.svg',
  },
];

/** Shortcuts from the account home to the cart and two collections. */
export function QuickActions() {
  const { i18n } = useLingui();
  return (
    <section className={classes.card} aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className={classes.title}>
        <Trans>Quick Actions</Trans>
      </h2>
      <ul className={classes.list}>
        {ACTIONS.map((action) => (
          <li key={action.href}>
            <Link href={action.href} className={classes.action}>
              <span className={classes.thumb} aria-hidden="true">
                {action.image ? (
                  <img src={action.image} alt="" width={56} height={56} loading="lazy" />
                ) : (
                  <IconShoppingBag size={22} stroke={1.3} />
                )}
              </span>
              <span className={classes.text}>
                <span className={classes.label}>{i18n._(action.label)}</span>
                <span className={classes.hint}>{i18n._(action.hint)}</span>
              </span>
              <IconArrowRight className={classes.arrow} size={18} stroke={1.3} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
