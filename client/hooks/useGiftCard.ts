import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toCents } from '../../src/money.ts';
import { notify } from '../notify.ts';
import { errorMessage, trpc } from '../trpc.ts';

/**
 * The checkout's gift card: applying a code checks its balance once (each failed check counts against
 * the shopper's limit on the server, so it is asked when they apply it, never by a cache refetch); the
 * checkout's quote then prices with it, and the card's balance is taken only when the order is placed.
 */
export function useGiftCard() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [applied, setApplied] = useState<{ code: string; last4: string } | null>(null);
  const [isApplying, setApplying] = useState(false);

  async function apply(code: string): Promise<boolean> {
    setApplying(true);
    try {
      const card = await utils.client.giftCards.balance.query({ code });
      if (toCents(card.balance) === 0) {
        notify.error(t`Gift card not applied`, t`This gift card has nothing left to spend.`);
        return false;
      }
      setApplied({ code, last4: card.last4 });
      return true;
    } catch (error) {
      notify.error(t`Gift card not applied`, errorMessage(error));
      return false;
    } finally {
      setApplying(false);
    }
  }

  return { code: applied?.code ?? null, last4: applied?.last4 ?? null, apply, remove: () => setApplied(null), isApplying };
}
