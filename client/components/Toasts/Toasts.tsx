import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

import { Notifications } from '@mantine/notifications';

/** Spec section 8: one toast at a time, each shown for 5 s. */
const TOAST_LIMIT = 1;
const TOAST_MS = 5000;

/**
 * Where the toasts of client/notify.ts appear. App.tsx loads it after the first screen (or as soon as a
 * toast is raised): until then Mantine's store keeps what was raised, and shows it once this is mounted.
 */
export function Toasts() {
  return <Notifications limit={TOAST_LIMIT} autoClose={TOAST_MS} position="top-right" />;
}
