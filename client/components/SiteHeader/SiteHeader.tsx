import { Burger, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy } from 'react';
import { Link, useLocation } from 'wouter';
import { useCart } from '../../hooks/useCart.ts';
import { useCartPanel } from '../../hooks/useCartPanel.tsx';
import { withCatalogs } from '../../i18n.ts';
import { useCurrentUser } from '../../hooks/useCurrentUser.ts';
import { MAIN_LINKS } from '../../site-links.ts';
import { AccountButton } from '../AccountButton/AccountButton.tsx';
import { BrandLogo } from '../BrandLogo/BrandLogo.tsx';
import { CartButton } from '../CartButton/CartButton.tsx';
import { WishlistButton } from '../WishlistButton/WishlistButton.tsx';
import { LoadWhenWanted } from '../LoadWhenWanted/LoadWhenWanted.tsx';
import classes from './SiteHeader.module.css';
import { pathTo } from '../../../src/page-routes.ts';
import { useLingui } from '@lingui/react/macro';

// Its texts are in the `pages` catalog, loaded with it (lingui.config.ts).
const MobileMenu = lazy(withCatalogs(['pages'], async () => ({ default: (await import('../MobileMenu/MobileMenu.tsx')).MobileMenu })));

export function SiteHeader() {
  const { t, i18n } = useLingui();
  const [menuOpened, menu] = useDisclosure(false);
  const [location] = useLocation();
  const { user } = useCurrentUser();
  const { itemCount } = useCart();
  const cartPanel = useCartPanel();

  return (
    <header className={classes.header}>
      <Container className={classes.bar}>
        <Burger
          className={classes.burger}
          opened={menuOpened}
          onClick={menu.toggle}
          size="sm"
          aria-label={menuOpened ? t`Close menu` : t`Open menu`}
        />
        <Link href={pathTo('home')} className={classes.brand}>
          <BrandLogo />
        </Link>
        <nav className={classes.nav} aria-label={t`Main`}>
          {MAIN_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={classes.navLink}
              aria-current={location.startsWith(link.href) ? 'page' : undefined}
            >
              {i18n._(link.label)}
            </Link>
          ))}
        </nav>
        <div className={classes.actions}>
          <AccountButton user={user} />
          <WishlistButton />
          <CartButton count={itemCount} onClick={cartPanel.open} />
        </div>
      </Container>
      <LoadWhenWanted when={menuOpened}>
        <MobileMenu opened={menuOpened} onClose={menu.close} user={user} />
      </LoadWhenWanted>
    </header>
  );
}
