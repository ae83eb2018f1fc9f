import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Badge, Modal, type MantineColor } from '@mantine/core';
import { useState } from 'react';
import { reasonLabel, RETURN_STATUS_LABELS, type AdminReturn } from '../../../src/returns.ts';
import type { ReturnStatus } from '../../../src/statuses.ts';
import { pagedList } from '../../paged-list.ts';
import { trpc } from '../../trpc.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { AdminPanel } from './AdminList.tsx';
import { PagedList } from './PagedList.tsx';
import { ReturnDecisions } from './ReturnDecisions.tsx';
import { TierBadge } from './TierBadge.tsx';
import listClasses from './AdminList.module.css';
import classes from './ReturnsTab.module.css';


/** Open returns in warm tones, closed ones muted, as the order badges are. */
const STATUS_COLORS: Record<ReturnStatus, MantineColor> = {
  pending: 'bronze',
  approved: 'blue',
  received: 'teal',
  rejected: 'red',
  refunded: 'charcoal',
  replaced: 'grape',
};

/** How the return ended (its refund, or its reprint and the claim kept for Printify), and the decisions so far. */
function ReturnOutcome({ request }: { request: AdminReturn }) {
  const { claim } = request;
  if (request.history.length === 0) return null;
  return (
    <div className={classes.outcome}>
      <ol className={classes.history} aria-label={`Decisions on return #${request.id}`}>
        {request.history.map((event) => (
          <li key={`${event.at}-${event.action}`}>
            <span className={classes.historyWhat}>{RETURN_STATUS_LABELS[event.to]}</span>
            <span className={listClasses.secondary}>
              {' '}
              by {event.actorEmail}, {formatShopTime(event.at)}
            </span>
            {event.note && <p className={listClasses.quote}>{event.note}</p>}
          </li>
        ))}
      </ol>
      {request.refundAmount && request.refundStatus === 'requested' && (
        <p className={classes.result}>
          Refund of <strong>${request.refundAmount}</strong> asked of the payment provider; waiting for its answer.
        </p>
      )}
      {request.refundAmount && request.status === 'refunded' && (
        <p className={classes.result}>
          Refunded <strong>${request.refundAmount}</strong> to the customer.
        </p>
      )}
      {request.replacementOrderNumber && (
        <p className={classes.result}>
          Replacement order <strong className={listClasses.mono}>{request.replacementOrderNumber}</strong> sent to print at no charge.
        </p>
      )}
      {claim && (
        <dl className={classes.claim} aria-label="Printify reprint claim">
          <div>
            <dt>Printify order</dt>
            <dd className={listClasses.mono}>{claim.printifyOrderId ?? 'not at Printify'}</dd>
          </div>
          <div>
            <dt>Claim by</dt>
            <dd>{claim.deadline ?? '30 days after delivery (not delivered yet)'}</dd>
          </div>
          <div>
            <dt>Evidence</dt>
            <dd>
              {claim.photoUrls.length} {claim.photoUrls.length === 1 ? 'photo' : 'photos'}, reason “{claim.reason}”
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}

/** The Returns tab: return requests newest first, their photos, and the admin's decision. */
export function ReturnsTab() {
  const requests = trpc.admin.returns.list.useInfiniteQuery({}, pagedList);
  const [enlarged, setEnlarged] = useState<{ url: string; label: string } | null>(null);

  return (
    <AdminPanel
      id="returns-title"
      title="Return requests"
      lead="Newest first. Approve or reject a request, mark the print received, then refund it, or send a reprint of a defective or wrong one. Each decision e-mails the customer what happens next."
    >
      <PagedList list={requests} noun={['return request', 'return requests']}>
        {(items) =>
          items.map((request: AdminReturn) => (
            <article key={request.id} className={listClasses.card}>
              <header className={listClasses.cardHead}>
                <div>
                  <p className={`${listClasses.mono} ${listClasses.primary}`}>
                    Return #{request.id} · {request.orderNumber}
                  </p>
                  <p className={listClasses.secondary}>Requested {formatShopTime(request.createdAt)}</p>
                </div>
                <Badge variant="light" radius="xs" color={STATUS_COLORS[request.status]} className={listClasses.badge}>
                  {RETURN_STATUS_LABELS[request.status]}
                </Badge>
              </header>
              <div className={classes.cardBody}>
                <div>
                  <p className={listClasses.label}>Customer</p>
                  <p className={listClasses.primary}>{request.customerEmail}</p>
                  {request.customerPremiumStatus && request.customerPremiumStatus !== 'none' && (
                    <div className={listClasses.badgeLine}>
                      <TierBadge tier={request.customerPremiumStatus} />
                    </div>
                  )}
                  {request.customerVipNotes && <p className={classes.vipNotes}>VIP notes: {request.customerVipNotes}</p>}
                </div>
                <div>
                  <p className={listClasses.label}>Item</p>
                  <p className={listClasses.primary}>{request.item.productTitle}</p>
                  <p className={listClasses.secondary}>
                    {request.item.size ? `${request.item.size} canvas · ` : ''}quantity {request.item.quantity}
                  </p>
                </div>
                <div>
                  <p className={listClasses.label}>Reason</p>
                  <p className={listClasses.primary}>{reasonLabel(request.reason)}</p>
                  {request.comments && <p className={listClasses.quote}>{request.comments}</p>}
                </div>
              </div>
              <div className={classes.photos}>
                {request.photos.map((photo, index) => (
                  <button
                    key={photo.id}
                    type="button"
                    className={classes.photo}
                    onClick={() => setEnlarged({ url: photo.url, label: `Photo ${index + 1} of the return of ${request.orderNumber}` })}
                    aria-label={`Enlarge photo ${index + 1} of ${request.photos.length}`}
                  >
                    <img src={photo.previewUrl} alt="" loading="lazy" width={96} height={96} />
                  </button>
                ))}
              </div>
              <ReturnOutcome request={request} />
              <ReturnDecisions request={request} />
            </article>
          ))
        }
      </PagedList>
      <Modal opened={enlarged !== null} onClose={() => setEnlarged(null)} title={enlarged?.label} closeButtonProps={{ 'aria-label': 'Close' }} centered size="xl">
        {enlarged && <img src={enlarged.url} alt={enlarged.label} className={classes.enlarged} />}
      </Modal>
    </AdminPanel>
  );
}
