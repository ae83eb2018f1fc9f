import classes from './BrandLogo.module.css';
import { Trans } from '@lingui/react/macro';

interface BrandLogoProps {
  /** `ink` on paper, `light` on dark surfaces such as the footer and the hero. */
  tone?: 'ink' | 'light';
  size?: 'md' | 'lg';
  withTagline?: boolean;
}

/** The monogram and wordmark. Not a link itself: the header wraps it in one, the hero does not. */
export function BrandLogo({ tone = 'ink', size = 'md', withTagline = true }: BrandLogoProps) {
  return (
    <span className={classes.logo} data-tone={tone} data-size={size}>
      <span className={classes.monogram} aria-hidden="true">
        C&amp;L
      </span>
      <span className={classes.words}>
        <span className={classes.name}>Canvas &amp; Light</span>
        {withTagline && (
          <span className={classes.tagline}>
            <Trans>Museum-quality canvas prints</Trans>
          </span>
        )}
      </span>
    </span>
  );
}
