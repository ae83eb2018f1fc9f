import { Loader } from '@mantine/core';
import classes from './PageFallback.module.css';
import { Trans } from '@lingui/react/macro';

/** Shown while a page's code loads; tall enough that the footer does not jump up and back down. */
export function PageFallback() {
  return (
    <div className={classes.fallback} role="status">
      <Loader size="sm" color="bronze" type="dots" />
      <span className={classes.label}>
        <Trans>Loading</Trans>
      </span>
    </div>
  );
}
