import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { tx } from '../../../src/i18n-text.ts';
import { DEFAULT_LOCALE } from '../../../src/locales.ts';
import { PHOTO_REQUIRED_MESSAGE, RETURN_NEXT_STEPS, RETURN_WINDOW_TEXT, ReturnRequestFields, withinReturnWindow, type ReturnRequestAnswer } from '../../../src/returns.ts';
import { OPEN_RETURN_STATUSES } from '../../../src/statuses.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { asDriverException } from '../common/index.ts';
import { titlesIn } from '../catalogue/index.ts';
import { queueMail } from '../mail/index.ts';
import { lookupOrder } from '../order/index.ts';
import type { RequestScope } from '../request-scope.ts';
import { returnForSupportEmail, returnReceivedEmail } from './return-email.ts';
import type { PreparedPhoto } from './return-photos.ts';
import { returnsSql } from './tables.ts';

export const ITEM_NOT_IN_ORDER = tx('That item is not part of this order. Please choose an item from the order you looked up.');
export const RETURN_ALREADY_OPEN = tx('A return has already been requested for this item. We will e-mail you about it within 24 hours.');

/**
 * A customer's return request (spec sections 2, 5, 7): the order found by its number and e-mail
 * (404 otherwise, counted against the returns lookup's limit, since a right pair opens an order),
 * an item of that order, a reason, at most 1,000 characters of comments and 1-6 photos, within the
 * order's window (7 days, or its customer's tier's when it was placed), by the shop's clock. These checks run on the form's fields, before any photo
 * is read (`checkReturnRequest`); the request, its photos and both e-mails are then written in one
 * transaction (`recordReturn`): a refusal or a failure at any step leaves nothing behind.
 */
export async function checkReturnRequest(ctx: RequestScope, fields: Record<string, string>) {
  const input = ReturnRequestFields.parse(fields);
  const order = await lookupOrder(ctx, { email: input.customerEmail, orderNumber: input.orderNumber });
  const item = order.items.find((candidate) => candidate.id === input.orderItemId);
  if (!item) throw new DomainError('NOT_FOUND', ITEM_NOT_IN_ORDER);
  // The window the order was given by its customer's tier when placed (kept on the order), never today's.
  if (!withinReturnWindow(order.createdAt, order.returnWindowDays, ctx.services.clock())) {
    throw new DomainError('BAD_REQUEST', RETURN_WINDOW_TEXT, { values: { days: order.returnWindowDays } });
  }
  // Asked before any photo is decoded; the unique index decides again when the request is written.
  const open = await returnsSql(ctx.em)
    .selectFrom('return_requests')
    .select('id')
    .where('order_item_id', '=', item.id)
    .where('status', 'in', OPEN_RETURN_STATUSES)
    .executeTakeFirst();
  if (open) throw new DomainError('CONFLICT', RETURN_ALREADY_OPEN);
  return { input, order, item };
}

export type CheckedReturn = Awaited<ReturnType<typeof checkReturnRequest>>;

export async function recordReturn(ctx: RequestScope, { input, order, item }: CheckedReturn, photos: readonly PreparedPhoto[]): Promise<ReturnRequestAnswer> {
  if (photos.length === 0) throw new DomainError('BAD_REQUEST', PHOTO_REQUIRED_MESSAGE);
  const customerEmail = order.customerEmail ?? input.customerEmail;
  const { jobs, supportEmail, publicUrl } = ctx.services;
  // The language the customer asks in: their e-mails about this return are written in it (the account's, if the order has one, later on).
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  return ctx.em.fork().transactional(async (tx) => {
    const db = returnsSql(tx);
    let id: number;
    try {
      ({ id } = await db
        .insertInto('return_requests')
        .values({ order_id: order.id, order_item_id: item.id, customer_email: customerEmail, reason: input.reason, comments: input.comments, locale })
        .returning('id')
        .executeTakeFirstOrThrow());
    } catch (error) {
      // return_requests_open_item_unique: the item already has a pending or approved return.
      if (asDriverException(error) instanceof UniqueConstraintViolationException) throw new DomainError('CONFLICT', RETURN_ALREADY_OPEN);
      throw error;
    }
    const stored = await db
      .insertInto('return_photos')
      .values(
        photos.map((photo, position) => ({
          return_request_id: id,
          position,
          content_type: photo.contentType,
          width: photo.width,
          height: photo.height,
          data: photo.data,
          preview: photo.preview,
        })),
      )
      .returning('id')
      .execute();

    const summary = {
      id,
      orderNumber: order.orderNumber,
      customerEmail,
      productTitle: item.product.title,
      size: item.size,
      quantity: item.quantity,
      reason: input.reason,
      comments: input.comments,
      photoIds: stored.map((photo) => photo.id).sort((a, b) => a - b),
    };
    // The customer's copy names the print in their language; support's stays in the catalogue's English.
    const title = (await titlesIn(tx, locale, [item.productId])).get(item.productId) ?? summary.productTitle;
    await queueMail(jobs, tx, returnReceivedEmail({ ...summary, productTitle: title }, supportEmail, locale));
    await queueMail(jobs, tx, returnForSupportEmail(summary, supportEmail, publicUrl));
    return { id, status: 'pending', message: `Return request submitted. ${RETURN_NEXT_STEPS}` };
  });
}
