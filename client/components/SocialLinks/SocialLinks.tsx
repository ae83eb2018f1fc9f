import { IconBrandFacebook, IconBrandInstagram, IconBrandPinterest } from '@tabler/icons-react';
import classes from './SocialLinks.module.css';

/** The shop's social profiles; the addresses are placeholders until the accounts exist. */
const PROFILES = [
  { label: 'Instagram', href: '#', Icon: IconBrandInstagram },
  { label: 'Pinterest', href: '#', Icon: IconBrandPinterest },
  { label: 'Facebook', href: '#', Icon: IconBrandFacebook },
] as const;

export function SocialLinks() {
  return (
    <ul className={classes.list}>
      {PROFILES.map(({ label, href, Icon }) => (
        <li key={label}>
          <a href={href} className={classes.link} aria-label={`Canvas & Light on ${label}`}>
            <Icon size={18} stroke={1.4} />
          </a>
        </li>
      ))}
    </ul>
  );
}
