import { Container } from '@mantine/core';
import { Link } from 'wouter';
import { FOOTER_SHOP_LINKS, FOOTER_SUPPORT_LINKS, type SiteLink } from '../../site-links.ts';
import { BrandLogo } from '../BrandLogo/BrandLogo.tsx';
import { NewsletterBox } from '../NewsletterBox/NewsletterBox.tsx';
import { SocialLinks } from '../SocialLinks/SocialLinks.tsx';
import classes from './SiteFooter.module.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.tsx';

function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={title}>
      <h3 className={classes.columnTitle}>{title}</h3>
      <ul className={classes.linkList}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={classes.link}>
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useLingui();
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.grid}>
          <div className={classes.brand}>
            <BrandLogo tone="light" />
            <p className={classes.blurb}>
              <Trans>
                Curated, museum-quality canvas prints for homes and offices. Gallery-wrapped, printed with archival inks and
                stretched by hand.
              </Trans>
            </p>
            <SocialLinks />
          </div>
          <LinkColumn title={t`Shop`} links={FOOTER_SHOP_LINKS} />
          <LinkColumn title={t`Support`} links={FOOTER_SUPPORT_LINKS} />
          <NewsletterBox />
        </div>
        <div className={classes.bottom}>
          <p>
            <Trans>© 2026 Canvas &amp; Light. All rights reserved.</Trans>
          </p>
          {/* Required by the CC BY 4.0 licence of the offline IP-to-country database that sets prices and shipping. */}
          <p className={classes.attribution}>
            <Trans>
              IP geolocation by <a href="https://db-ip.com">DB-IP</a>
            </Trans>
          </p>
          <LanguageSwitcher />
          <p>
            <Trans>Miami, Florida, USA</Trans>
          </p>
        </div>
      </Container>
    </footer>
  );
}
