import { Button, TextInput } from '@mantine/core';
import classes from './NewsletterBox.module.css';

/**
 * The footer's newsletter sign-up. The spec gives it no submit behaviour yet, so it is deliberately not a
 * <form>: pressing Enter or the button sends nothing anywhere.
 */
export function NewsletterBox() {
  return (
    <div className={classes.box}>
      <h3 className={classes.title}>The Collector&rsquo;s Letter</h3>
      <p className={classes.text}>New releases, artist stories and private previews, a few times a season.</p>
      <div className={classes.row}>
        <TextInput
          type="email"
          placeholder="Your email"
          aria-label="Your email"
          autoComplete="email"
          classNames={{ root: classes.inputRoot, input: classes.input }}
        />
        <Button type="button" className={classes.button}>
          Subscribe
        </Button>
      </div>
    </div>
  );
}
