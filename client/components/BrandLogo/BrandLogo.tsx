import classes from './BrandLogo.module.css';
import { BRAND } from '../../../src/page-titles.ts';
import { Trans } from '@lingui/react/macro';

interface BrandLogoProps {
  /** `ink` on paper, `light` on dark surfaces such as the footer and the hero. */
  tone?: 'ink' | 'light';
  size?: 'md' | 'lg';
  withTagline?: boolean;
}

/** The brand's initials: a name, the same in every language, as BRAND is. */
const MONOGRAM = 'C&L';

/** The monogram and wordmark. Not a link itself: the header wraps it in one, the hero does not. */
export function BrandLogo({ tone = 'ink', size = 'md', withTagline = true }: BrandLogoProps) {
  return (
    <span className={classes.logo} data-tone={tone} data-size={size}>
      <span className={classes.monogram} aria-hidden="true">
        {MONOGRAM}
      </span>
      <span className={classes.words}>
        <span className={classes.name}>{BRAND}</span>
        {withTagline && (
          <span className={classes.tagline}>
            <Trans>Museum-quality canvas prints</Trans>
          </span>
        )}
      </span>
    </span>
  );
}
