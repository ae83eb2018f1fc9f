import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, TextInput } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { GIFT_CARD_PRESETS_CENTS, type GiftCardBalance } from '../../src/gift-cards.ts';
import { toCents } from '../../src/money.ts';
import { PAGES, pathTo } from '../../src/page-routes.ts';
import { BRAND } from '../../src/page-titles.ts';
import { FormAlert } from '../components/FormAlert/FormAlert.tsx';
import { GiftCardPurchase } from '../components/GiftCardPurchase/GiftCardPurchase.tsx';
import { PageHeader } from '../components/PageHeader/PageHeader.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { useMoney } from '../hooks/useShopperLocation.ts';
import { errorMessage, trpc } from '../trpc.ts';
import classes from './GiftCardsPage.module.css';

/**
 * /gift-cards (issue 39): a card bought for someone (the amount, who it is for, a message, the day it
 * arrives, and the payment), beside the card as it will look, the balance check by code (where the
 * card's e-mail sends its holder) and how a card is spent.
 */
export function GiftCardsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(i18n._(PAGES.giftCards.name));
  const [preview, setPreview] = useState<{ cents: number | null; recipient: string }>({ cents: GIFT_CARD_PRESETS_CENTS[1], recipient: '' });
  return (
    <>
      <PageHeader eyebrow={t`Gift cards`} title={t`A print of their choosing`}>
        <p>
          <Trans>A Canvas & Light gift card pays for any print in the shop, in any size. It never expires, and what is not spent stays on the card for next time.</Trans>
        </p>
      </PageHeader>
      <Container className={classes.page}>
        <div className={classes.layout}>
          <div className={classes.main}>
            <GiftCardPurchase onAmount={(cents, recipient) => setPreview({ cents, recipient })} />
          </div>
          <aside className={classes.aside} aria-label={t`Your gift card`}>
            <CardPreview cents={preview.cents} recipient={preview.recipient} />
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
          </aside>
        </div>
      </Container>
    </>
  );
}

/** The card as its e-mail will show it: the value, and whom it is for. */
function CardPreview({ cents, recipient }: { cents: number | null; recipient: string }) {
  const money = useMoney();
  return (
    <div className={classes.preview} aria-hidden="true">
      <p className={classes.previewBrand}>{BRAND}</p>
      <p className={classes.previewValue}>{cents ? money(cents) : '—'}</p>
      <p className={classes.previewFor}>{recipient.trim() ? <Trans>For {recipient}</Trans> : <Trans>Gift card</Trans>}</p>
    </div>
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
      <IconGift className={classes.mark} size={28} stroke={1.1} aria-hidden="true" />
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
