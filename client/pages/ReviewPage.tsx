import '@mantine/core/styles/Badge.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Container } from '@mantine/core';
import { IconCircleCheck, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { OrderItemView } from '../../src/orders.ts';
import { PAGES, pathTo } from '../../src/page-routes.ts';
import type { ReturnLookupAnswer } from '../../src/returns.ts';
import { FindOrderForm, LookUpAgainButton } from '../components/FindOrderForm/FindOrderForm.tsx';
import { PageHeader } from '../components/PageHeader/PageHeader.tsx';
import { ReviewForm } from '../components/ReviewForm/ReviewForm.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import classes from './ReviewPage.module.css';

interface Found {
  order: ReturnLookupAnswer;
  /** As typed: the review names the order by the same number and e-mail. */
  email: string;
}

/**
 * /review (issue 39), reached from the review request e-mail (`?order=…&item=…&email=…`, which fill the
 * lookup in and choose the print) or the account's orders: find the order, choose a delivered print,
 * rate it and say a few words, with photos if they like. A print is reviewed once.
 */
export function ReviewPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(PAGES.review.name);
  usePageTitle(title);
  const asked = new URLSearchParams(useSearch());
  const linkedItem = Number(asked.get('item'));
  const [found, setFound] = useState<Found | null>(null);
  const [item, setItem] = useState<OrderItemView | null>(null);
  const [reviewed, setReviewed] = useState<ReadonlySet<number>>(new Set());

  function onFound(order: ReturnLookupAnswer, email: string) {
    setFound({ order, email });
    // The print the link named, when it can be reviewed now.
    const linked = order.items.find((candidate) => candidate.id === linkedItem);
    if (linked && order.deliveredAt) setItem(linked);
  }

  function startOver() {
    setFound(null);
    setItem(null);
    setReviewed(new Set());
  }

  return (
    <>
      <PageHeader eyebrow={t`Verified buyers`} title={title}>
        <p>
          <Trans>Tell other collectors how your print looks at home. Reviews come from delivered orders only, and appear once we have read them.</Trans>
        </p>
      </PageHeader>
      <Container size="md" className={classes.page}>
        {!found ? (
          <FindOrderForm
            onFound={onFound}
            initial={{ email: asked.get('email') ?? '', orderNumber: asked.get('order') ?? '' }}
            next={t`Choose the print you would like to review.`}
          />
        ) : item ? (
          <ReviewForm
            orderNumber={found.order.orderNumber}
            email={found.email}
            item={item}
            onCancel={() => setItem(null)}
            onSubmitted={() => {
              setReviewed((current) => new Set(current).add(item.id));
              setItem(null);
            }}
          />
        ) : (
          <ReviewLines order={found.order} reviewed={reviewed} onReview={setItem} />
        )}
        {found && <LookUpAgainButton onClick={startOver} />}
      </Container>
    </>
  );
}

/** The found order's prints, each with Review This Print once the order is delivered. */
function ReviewLines({ order, reviewed, onReview }: { order: ReturnLookupAnswer; reviewed: ReadonlySet<number>; onReview: (item: OrderItemView) => void }) {
  const { t } = useLingui();
  const { orderNumber } = order;
  const delivered = order.deliveredAt !== null;
  return (
    <section className={classes.order} aria-label={t`Order ${orderNumber}`}>
      <header className={classes.head}>
        <p className={classes.number}>
          <Trans>Order {orderNumber}</Trans>
        </p>
      </header>
      {reviewed.size > 0 && (
        <p className={classes.thanks} role="status">
          <IconCircleCheck size={18} stroke={1.5} aria-hidden="true" />
          <span>
            <Trans>Thank you for your review. It appears on the print’s page once we have read it.</Trans>
          </span>
        </p>
      )}
      <p className={classes.prompt}>
        {delivered ? (
          <Trans>Choose the print you would like to review.</Trans>
        ) : (
          <Trans>
            This order has not been delivered yet. You can review its prints once they have arrived; we will e-mail you a link a week
            after. <Link href={pathTo('contact')}>Contact us</Link> if something is wrong.
          </Trans>
        )}
      </p>
      <ul className={classes.items}>
        {order.items.map((item) => (
          <li key={item.id} className={classes.item} aria-label={item.product.title}>
            <span className={classes.thumb} aria-hidden="true">
              {item.product.imageUrl ? <img src={item.product.imageUrl} alt="" width={96} height={120} loading="lazy" decoding="async" /> : <span className={classes.noImage} />}
            </span>
            <div className={classes.itemBody}>
              <p className={classes.itemTitle}>{item.product.title}</p>
              {item.size && <p className={classes.itemMeta}>{item.size}</p>}
            </div>
            <div className={classes.action}>
              {reviewed.has(item.id) ? (
                <Badge variant="light" radius="xs" color="bronze" leftSection={<IconCircleCheck size={13} aria-hidden="true" />}>
                  <Trans>Review sent</Trans>
                </Badge>
              ) : (
                delivered && (
                  <Button variant="outline" color="charcoal.8" onClick={() => onReview(item)} leftSection={<IconStar size={16} stroke={1.5} aria-hidden="true" />}>
                    <Trans>Review This Print</Trans>
                  </Button>
                )
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
