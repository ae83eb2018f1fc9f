import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

import { Notifications } from '@mantine/notifications';

/** Spec section 8: one toast at a time, each shown for 5 s. */
const TOAST_LIMIT = 1;
const TOAST_MS = 5000;

/**
 * Where the toasts of client/notify.ts appear. App.tsx loads it when the first toast is raised: Mantine's
 * store keeps that toast meanwhile, and this shows it once mounted.
 */
export function Toasts() {
  return <Notifications limit={TOAST_LIMIT} autoClose={TOAST_MS} position="top-right" />;
}
