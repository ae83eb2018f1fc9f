import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, TextInput } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { GiftCardBalance } from '../../src/gift-cards.ts';
import { toCents } from '../../src/money.ts';
import { PAGES, pathTo } from '../../src/page-routes.ts';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import { PageHeader } from '../components/PageHeader/PageHeader.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { useMoney } from '../hooks/useShopperLocation.ts';
import { errorMessage, trpc } from '../trpc.ts';
import classes from './GiftCardsPage.module.css';

/**
 * /gift-cards (issue 39): what a Canvas & Light gift card is and how it is spent, and its balance by its
 * code, where the card's e-mail sends its holder. Each check is one attempt of the shopper's (the
 * server limits failed ones), so it is asked when they press Check, never refetched.
 */
export function GiftCardsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(i18n._(PAGES.giftCards.name));
  return (
    <>
      <PageHeader eyebrow={t`Gift cards`} title={t`A print of their choosing`}>
        <p>
          <Trans>A Canvas & Light gift card pays for any print in the shop, in any size. It never expires, and what is not spent stays on the card for next time.</Trans>
        </p>
      </PageHeader>
      <Container size="md" className={classes.page}>
        <div className={classes.layout}>
          <BalanceCheck />
          <section className={classes.how} aria-labelledby="gift-card-how">
            <h2 id="gift-card-how" className={classes.heading}>
              <Trans>How to spend it</Trans>
            </h2>
            <ol className={classes.steps}>
              <li>
                <Trans>Choose a print and its size, and add it to your bag.</Trans>
              </li>
              <li>
                <Trans>At checkout, enter the 16-character code under Gift card.</Trans>
              </li>
              <li>
                <Trans>The card pays what it holds; pay anything left by card or bank account.</Trans>
              </li>
            </ol>
            <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} variant="outline" color="charcoal.8">
              <Trans>Browse the prints</Trans>
            </Button>
          </section>
        </div>
      </Container>
    </>
  );
}

function BalanceCheck() {
  const { t } = useLingui();
  const money = useMoney();
  const utils = trpc.useUtils();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<{ card: GiftCardBalance } | { error: string } | null>(null);

  async function check(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '' || checking) return;
    setChecking(true);
    try {
      setResult({ card: await utils.client.giftCards.balance.query({ code }) });
    } catch (error) {
      setResult({ error: errorMessage(error) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <section className={classes.card} aria-labelledby="gift-card-balance">
      <IconGift className={classes.mark} size={30} stroke={1.1} aria-hidden="true" />
      <h2 id="gift-card-balance" className={classes.heading}>
        <Trans>Check a balance</Trans>
      </h2>
      <form className={classes.form} onSubmit={(event) => void check(event)} noValidate>
        <TextInput
          className={classes.input}
          label={t`Gift card code`}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          classNames={{ input: classes.code }}
        />
        <Button type="submit" loading={checking} disabled={code.trim() === ''}>
          <Trans>Check</Trans>
        </Button>
      </form>
      <div aria-live="polite">
        {result && 'card' in result && <Balance amount={money(toCents(result.card.balance))} last4={result.card.last4} />}
        {result && 'error' in result && <FormAlert>{result.error}</FormAlert>}
      </div>
    </section>
  );
}

function Balance({ amount, last4 }: { amount: string; last4: string }) {
  return (
    <p className={classes.balance}>
      <span className={classes.amount}>{amount}</span>
      <Trans>left on the card ending {last4}</Trans>
    </p>
  );
}
