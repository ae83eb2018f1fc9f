import { IconBrandFacebook, IconBrandInstagram, IconBrandPinterest, IconBrandYoutube } from '@tabler/icons-react';
import classes from './SocialLinks.module.css';
import { useLingui } from '@lingui/react/macro';

/** The shop's social profiles; the addresses are placeholders until the accounts exist. */
// The networks' own names, the same in every language.
/* eslint-disable lingui/no-unlocalized-strings */
export const SOCIAL_PROFILES = [
  { label: 'Instagram', href: '#', Icon: IconBrandInstagram },
  { label: 'Pinterest', href: '#', Icon: IconBrandPinterest },
  { label: 'Facebook', href: '#', Icon: IconBrandFacebook },
  { label: 'YouTube', href: '#', Icon: IconBrandYoutube },
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** The studio films on YouTube (the /shop promo block links to it); a placeholder like the profiles above. */
export const VIDEO_PLAYLIST_URL = '#';

interface SocialLinksProps {
  /** `night` on the dark footer; `paper` on light surfaces such as the floating bar. */
  tone?: 'night' | 'paper';
  direction?: 'row' | 'column';
  size?: 'md' | 'sm';
}

export function SocialLinks({ tone = 'night', direction = 'row', size = 'md' }: SocialLinksProps) {
  const { t } = useLingui();
  return (
    <ul className={classes.list} data-tone={tone} data-direction={direction} data-size={size}>
      {SOCIAL_PROFILES.map(({ label, href, Icon }) => (
        <li key={label}>
          <a href={href} className={classes.link} aria-label={t`Canvas & Light on ${label}`}>
            <Icon size={size === 'sm' ? 16 : 18} stroke={1.4} />
          </a>
        </li>
      ))}
    </ul>
  );
}
