import { Button } from '@mantine/core';
import classes from './LoadError.module.css';

/** What a section shows when its data could not be loaded: a plain sentence and a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className={classes.box} role="alert">
      <p className={classes.text}>We couldn&rsquo;t load {what} just now.</p>
      <Button variant="outline" color="charcoal.8" size="xs" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
