import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

import { useLingui } from '@lingui/react/macro';
import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import classes from './Toasts.module.css';

/** Spec section 8: one toast at a time, each shown for 5 s. */
const TOAST_LIMIT = 1;
const TOAST_MS = 5000;

/**
 * Where the toasts of client/notify.ts appear. App.tsx loads it when the first toast is raised: Mantine's
 * store keeps that toast meanwhile, and this shows it once mounted. Each toast's close button is named
 * in the page's language, and its message is dark enough to read (AA) on the toast's white.
 */
export function Toasts() {
  const { t } = useLingui();
  const close = t`Close`;
  const theme = useMemo(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': close }, classNames: { description: classes.description } } } } }),
    [close],
  );
  return (
    <MantineThemeProvider theme={theme} inherit>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_MS} position="top-right" />
    </MantineThemeProvider>
  );
}
