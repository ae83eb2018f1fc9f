import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom has what Mantine reaches for beyond the DOM (matchMedia, ResizeObserver), so nothing is stubbed.
// Each test starts from a blank page: nothing mounted, no toasts left in Mantine's store (it outlives
// the component), nothing remembered in storage (coupon code, last viewed product).
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});
