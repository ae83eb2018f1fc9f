import { notifications } from '@mantine/notifications';

/**
 * Toasts for pages (spec section 8). `<Notifications>` in App.tsx shows one at a time and closes each
 * after 5 s, so callers only say what happened.
 */
export const notify = {
  success(title: string, message: string) {
    notifications.show({ title, message, color: 'bronze' });
  },
  /** Something under way that finishes on its own (a provider yet to answer): neither done nor failed. */
  pending(title: string, message: string) {
    notifications.show({ title, message, color: 'orange' });
  },
  /** Destructive style: failures the shopper should notice. */
  error(title: string, message: string) {
    notifications.show({ title, message, color: 'red' });
  },
};
