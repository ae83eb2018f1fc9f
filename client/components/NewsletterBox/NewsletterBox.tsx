import { Button, TextInput } from '@mantine/core';
import classes from './NewsletterBox.module.css';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The footer's newsletter sign-up. The spec gives it no submit behaviour yet, so it is deliberately not a
 * <form>: pressing Enter or the button sends nothing anywhere.
 */
export function NewsletterBox() {
  const { t } = useLingui();
  return (
    <div className={classes.box}>
      <h3 className={classes.title}>
        <Trans>The Collector’s Letter</Trans>
      </h3>
      <p className={classes.text}>
        <Trans>New releases, artist stories and private previews, a few times a season.</Trans>
      </p>
      <div className={classes.row}>
        <TextInput
          type="email"
          placeholder={t`Your email`}
          aria-label={t`Your email`}
          autoComplete="email"
          classNames={{ root: classes.inputRoot, input: classes.input }}
        />
        <Button type="button" className={classes.button}>
          <Trans>Subscribe</Trans>
        </Button>
      </div>
    </div>
  );
}
