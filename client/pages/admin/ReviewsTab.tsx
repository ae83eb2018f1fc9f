import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Badge, Button, Modal, TextInput, type MantineColor } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { REVIEW_STATUSES, type AdminReview, type ReviewAction, type ReviewStatus } from '../../../src/reviews.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { Stars } from '../../components/Stars/Stars.tsx';
import { useIsAdmin } from '../../hooks/useCurrentUser.ts';
import { notify } from '../../notify.ts';
import { pagedList } from '../../paged-list.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { AdminPanel, FilterBar, FilterSelect } from './AdminList.tsx';
import { PagedList } from './PagedList.tsx';
import listClasses from './AdminList.module.css';
import returnClasses from './ReturnsTab.module.css';
import classes from './ReviewsTab.module.css';

const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Waiting', approved: 'Shown', rejected: 'Rejected' };
const STATUS_COLORS: Record<ReviewStatus, MantineColor> = { pending: 'bronze', approved: 'teal', rejected: 'red' };
const STATUS_OPTIONS = REVIEW_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** The Reviews tab (issue 39): buyers' reviews, waiting ones first by default, each approved (shown on its print's page) or rejected. */
export function ReviewsTab() {
  const [status, setStatus] = useState<ReviewStatus | null>('pending');
  const reviews = trpc.admin.reviews.list.useInfiniteQuery(status ? { status } : {}, pagedList);
  const [enlarged, setEnlarged] = useState<{ url: string; label: string } | null>(null);

  return (
    <AdminPanel
      id="reviews-title"
      title="Reviews"
      lead="Reviews from verified buyers of delivered prints, newest first. An approved review shows on its print's page with the buyer's first name and initial; a rejected one never does. The note is yours: the buyer is not told."
      tools={
        <FilterBar>
          <FilterSelect label="Status" placeholder="Every status" data={STATUS_OPTIONS} value={status} onChange={setStatus} />
        </FilterBar>
      }
    >
      <PagedList list={reviews} noun={['review', 'reviews']}>
        {(items) =>
          items.map((review: AdminReview) => (
            <article key={review.id} className={listClasses.card}>
              <header className={listClasses.cardHead}>
                <div>
                  <p className={`${listClasses.mono} ${listClasses.primary}`}>
                    Review #{review.id} · {review.orderNumber}
                  </p>
                  <p className={listClasses.secondary}>
                    {review.author} ({review.customerEmail}), {formatShopTime(review.createdAt)}
                  </p>
                </div>
                <Badge variant="light" radius="xs" color={STATUS_COLORS[review.status]} className={listClasses.badge}>
                  {STATUS_LABELS[review.status]}
                </Badge>
              </header>
              <div className={classes.body}>
                <p className={listClasses.label}>
                  {review.product.title}
                  {review.size ? ` · ${review.size}` : ''}
                </p>
                <Stars value={review.rating} size="sm" label={`${review.rating} of 5 stars`} />
                <p className={classes.title}>{review.title}</p>
                <p className={classes.text}>{review.text}</p>
              </div>
              {review.photos.length > 0 && (
                <div className={returnClasses.photos}>
                  {review.photos.map((photo, index) => (
                    <button
                      key={photo.id}
                      type="button"
                      className={returnClasses.photo}
                      onClick={() => setEnlarged({ url: photo.url, label: `Photo ${index + 1} of review #${review.id}` })}
                      aria-label={`Enlarge photo ${index + 1} of ${review.photos.length}`}
                    >
                      <img src={photo.previewUrl} alt="" loading="lazy" width={96} height={96} />
                    </button>
                  ))}
                </div>
              )}
              {review.decidedBy && review.decidedAt && (
                <p className={listClasses.secondary}>
                  {STATUS_LABELS[review.status]} by {review.decidedBy}, {formatShopTime(review.decidedAt)}
                  {review.decisionNote ? `: “${review.decisionNote}”` : ''}
                </p>
              )}
              <ReviewDecision review={review} />
            </article>
          ))
        }
      </PagedList>
      <Modal opened={enlarged !== null} onClose={() => setEnlarged(null)} title={enlarged?.label} closeButtonProps={{ 'aria-label': 'Close' }} centered size="xl">
        {enlarged && <img src={enlarged.url} alt={enlarged.label} className={returnClasses.enlarged} />}
      </Modal>
    </AdminPanel>
  );
}

/** Approve or reject, with an optional note of the admin's own; a decided review may be decided the other way. */
function ReviewDecision({ review }: { review: AdminReview }) {
  // Support staff read reviews; deciding them is an admin's (the server refuses it too).
  const mayDecide = useIsAdmin();
  const utils = trpc.useUtils();
  const [note, setNote] = useState('');
  const decide = trpc.admin.reviews.decide.useMutation({
    onSuccess: (updated) => {
      notify.success('Review Updated', updated.status === 'approved' ? `Review #${updated.id} now shows on ${updated.product.title}.` : `Review #${updated.id} is rejected.`);
      setNote('');
    },
    onError: (error) => notify.error('Update Failed', errorMessage(error)),
    onSettled: () => utils.admin.reviews.list.invalidate(),
  });
  const actions: ReviewAction[] = review.status === 'pending' ? ['approve', 'reject'] : review.status === 'approved' ? ['reject'] : ['approve'];
  const send = (action: ReviewAction) => decide.mutate({ id: review.id, action, note: note.trim() || undefined });
  if (!mayDecide) return null;
  return (
    <div className={classes.decision}>
      <TextInput size="xs" className={classes.note} placeholder="Note for the shop (optional)" aria-label={`Note on review #${review.id}`} value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={1000} />
      {actions.map((action) => (
        <Button
          key={action}
          size="xs"
          variant={action === 'approve' ? 'filled' : 'outline'}
          color={action === 'approve' ? 'bronze' : 'red'}
          leftSection={action === 'approve' ? <IconCheck size={16} stroke={1.5} /> : <IconX size={16} stroke={1.5} />}
          loading={decide.isPending && decide.variables?.action === action}
          disabled={decide.isPending}
          onClick={() => send(action)}
        >
          {action === 'approve' ? 'Approve' : 'Reject'}
        </Button>
      ))}
    </div>
  );
}
