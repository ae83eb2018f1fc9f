import '@mantine/core/styles/Drawer.layer.css';

import { Drawer } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../hooks/useCurrentUser.ts';
import { MAIN_LINKS, SIGN_IN_URL, SIGN_OUT_URL } from '../../site-links.ts';
import { BrandLogo } from '../BrandLogo/BrandLogo.tsx';
import classes from './MobileMenu.module.css';
import { pathTo } from '../../../src/page-routes.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.tsx';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  user: CurrentUser | null;
}

/** The phone navigation: the main links, then the account links for a customer or Sign In for a visitor. */
export function MobileMenu({ opened, onClose, user }: MobileMenuProps) {
  const { t, i18n } = useLingui();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="min(22rem, 88vw)"
      title={<BrandLogo />}
      closeButtonProps={{ 'aria-label': t`Close menu` }}
      classNames={{ content: classes.content, header: classes.header }}
    >
      <nav className={classes.links} aria-label={t`Mobile`}>
        {MAIN_LINKS.map((link) => (
          <Link key={link.href} href={link.href} className={classes.link} onClick={onClose}>
            {i18n._(link.label)}
            <IconArrowRight size={18} stroke={1.2} />
          </Link>
        ))}
      </nav>
      <div className={classes.account}>
        {user ? (
          <>
            <Link href={pathTo('home')} className={classes.accountLink} onClick={onClose}>
              <Trans>My Account</Trans>
            </Link>
            <a href={SIGN_OUT_URL} className={classes.accountLink}>
              <Trans>Sign Out</Trans>
            </a>
          </>
        ) : (
          <a href={SIGN_IN_URL} className={classes.accountLink}>
            <Trans>Sign In</Trans>
          </a>
        )}
      </div>
      <LanguageSwitcher />
    </Drawer>
  );
}
