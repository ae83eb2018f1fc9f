import { SocialLinks } from '../SocialLinks/SocialLinks.tsx';
import classes from './FloatingSocialBar.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The landing's social links (spec section 2), floating at the right edge on wide screens. Phones and
 * tablets do without: the same links sit in the footer, and a floating bar would cover the artwork.
 */
export function FloatingSocialBar() {
  const { t } = useLingui();
  return (
    <aside className={classes.bar} aria-label={t`Follow Canvas & Light`}>
      <span className={classes.label} aria-hidden="true">
        <Trans>Follow</Trans>
      </span>
      <SocialLinks tone="paper" direction="column" size="sm" />
    </aside>
  );
}
