import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom has most of what Mantine reaches for beyond the DOM (matchMedia, ResizeObserver), so that
// is not stubbed. It has no document.fonts (the CSS Font Loading API), to which Mantine's autosizing
// Textarea listens for a font that loads late: an event target that never fires stands for a page whose
// fonts are in.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
// Each test starts from a blank page: nothing mounted, no toasts left in Mantine's store (it outlives
// the component), nothing remembered in storage (coupon code, last viewed product).
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});
