import { useDisclosure } from '@mantine/hooks';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

interface CartPanelState {
  opened: boolean;
  open: () => void;
  close: () => void;
}

const CartPanelContext = createContext<CartPanelState | null>(null);

/** Whether the cart side panel is open (spec section 4), shared by the header, the panel and the product page. */
export function CartPanelProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const value = useMemo(() => ({ opened, open, close }), [opened, open, close]);
  return <CartPanelContext value={value}>{children}</CartPanelContext>;
}

export function useCartPanel(): CartPanelState {
  const state = useContext(CartPanelContext);
  if (!state) throw new Error('useCartPanel needs a <CartPanelProvider> above it (App.tsx)');
  return state;
}
