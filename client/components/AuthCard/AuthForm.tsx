import type { FormEventHandler, ReactNode } from 'react';
import classes from './AuthForm.module.css';

/** House style for the text inputs and selects of the auth forms: small spaced-capital labels, paper fields. */
export const authInputClassNames = {
  label: classes.label,
  input: classes.input,
  error: classes.error,
} as const;

/**
 * The form of an auth step: fields stacked with even spacing. `noValidate` because the page checks the
 * fields with the shared zod schema and shows the spec's wording, not the browser's bubbles.
 */
export function AuthForm({ onSubmit, children }: { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <form className={classes.form} onSubmit={onSubmit} noValidate>
      {children}
    </form>
  );
}

/** Two short fields side by side (e.g. first and last name) while there is room for both. */
export function AuthFieldRow({ children }: { children: ReactNode }) {
  return <div className={classes.row}>{children}</div>;
}
