import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import classes from './LoadError.module.css';

type LoadErrorProps = { onRetry: () => void } & (
  /** The sentence itself, in the page's language ("We couldn’t load the artwork just now."): the storefront's way. */
  | { message: string; what?: never }
  /** What could not be loaded, a noun phrase in its sentence ("the figures"): the back office, which stays English. */
  | { what: string; message?: never }
);

/** What a section shows when its data could not be loaded: a plain sentence and a way to try again. */
export function LoadError({ message, what, onRetry }: LoadErrorProps) {
  const { t } = useLingui();
  return (
    <div className={classes.box} role="alert">
      <p className={classes.text}>{message ?? t`We couldn’t load ${what} just now.`}</p>
      <Button variant="outline" color="charcoal.8" size="xs" onClick={onRetry}>
        <Trans>Try Again</Trans>
      </Button>
    </div>
  );
}
