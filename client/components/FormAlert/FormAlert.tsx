import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './FormAlert.module.css';

/** A problem with the whole form (not one field), read out as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={classes.alert} role="alert">
      <IconAlertCircle className={classes.icon} size={18} stroke={1.6} aria-hidden="true" />
      <div className={classes.text}>{children}</div>
    </div>
  );
}
