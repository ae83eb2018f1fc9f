import { Container } from '@mantine/core';
import { Link } from 'wouter';
import { FOOTER_SHOP_LINKS, FOOTER_SUPPORT_LINKS, type SiteLink } from '../../site-links.ts';
import { BrandLogo } from '../BrandLogo/BrandLogo.tsx';
import { NewsletterBox } from '../NewsletterBox/NewsletterBox.tsx';
import { SocialLinks } from '../SocialLinks/SocialLinks.tsx';
import classes from './SiteFooter.module.css';

function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={title}>
      <h3 className={classes.columnTitle}>{title}</h3>
      <ul className={classes.linkList}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.grid}>
          <div className={classes.brand}>
            <BrandLogo tone="light" />
            <p className={classes.blurb}>
              Curated, museum-quality canvas prints for homes and offices. Gallery-wrapped, printed with archival
              inks and stretched by hand.
            </p>
            <SocialLinks />
          </div>
          <LinkColumn title="Shop" links={FOOTER_SHOP_LINKS} />
          <LinkColumn title="Support" links={FOOTER_SUPPORT_LINKS} />
          <NewsletterBox />
        </div>
        <div className={classes.bottom}>
          <p>© 2026 Canvas &amp; Light. All rights reserved.</p>
          {/* Required by the CC BY 4.0 licence of the offline IP-to-country database that sets prices and shipping. */}
          <p className={classes.attribution}>
            IP geolocation by <a href="https://db-ip.com">DB-IP</a>
          </p>
          <p>Miami, Florida, USA</p>
        </div>
      </Container>
    </footer>
  );
}
