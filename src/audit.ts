import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './admin.ts';
import { listPaging } from './paging.ts';
import { STAFF_ROLES } from './statuses.ts';
import { text } from './text.ts';

/**
 * The audit trail of the back office: every write an admin or a support person makes is one row
 * (server/modules/audit), read by the Audit tab and GET /api/admin/audit.
 */

/** What was done, as `area.verb`; the label is what the Audit tab shows. */
export const AUDIT_ACTION_LABELS = {
  'customer.set_tier': 'Tier and VIP notes',
  'tier.update': 'Tier benefits changed',
  'catalogue.release_size': 'Print size released',
  'product.translate': 'Print translated',
  'category.translate': 'Category translated',
  'whitelist.add': 'Whitelist entry added',
  'whitelist.remove': 'Whitelist entry removed',
  'coupon.create': 'Coupon created',
  'coupon.update': 'Coupon changed',
  'coupon.delete': 'Coupon deleted',
  'order.refund': 'Order refunded',
  'order.cancel': 'Order cancelled',
  'order.resend_email': 'E-mail resent',
  'order.fix_shipping': 'Shipping address corrected',
  'order.mark_delivered': 'Marked delivered (demo shop)',
  'return.decide': 'Return decided',
  'gift_card.issue': 'Gift card issued',
  'gift_card.void': 'Gift card voided',
  'gift_card.adjust': 'Gift card balance adjusted',
  'review.decide': 'Review decided',
  'contact.set_status': 'Message status set',
  'printify.sync': 'Products synced',
  'printify.auto_fix_publishing': 'Publishing fixed',
  'printify.complete_publishing': 'Publishing completed',
  'printify.fix_publishing_permanently': 'Publishing fixed for good',
  'email.test': 'Test e-mail sent',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** What an action was done to; its id is text (an order number, a Printify id, an e-mail address). */
export const AUDIT_TARGET_TYPES = [
  'customer',
  'premium_tier',
  'whitelist_entry',
  'coupon',
  'gift_card',
  'order',
  'return_request',
  'review',
  'contact_message',
  'catalogue',
  'product',
  'category',
  'printify_product',
  'email',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const targetFilter = text('Target', { max: 140, tooLong: 'Target has at most 140 characters' })
  .refine(
    (target) => target === '' || AUDIT_TARGET_TYPES.some((type) => target === type || target.startsWith(`${type}:`)),
    `Target must be a kind (${AUDIT_TARGET_TYPES.join(', ')}) or a kind and id such as order:CL-20261126-7K3M9Q`,
  )
  .transform((target) => target || undefined);

/** The list's and the CSV file's filters. */
const auditFilters = {
  /** Part of the staff member's e-mail. */
  actor: text('Actor', { max: 255, tooLong: 'Actor has at most 255 characters' })
    .optional()
    .transform((actor) => actor || undefined),
  /** A kind of target (`order`), or one target (`order:CL-20261126-7K3M9Q`, `coupon:12`). */
  target: targetFilter.optional(),
  action: z.enum(AUDIT_ACTIONS, { message: `Action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
};

export const AuditListInput = z.strictObject({ ...listPaging(ADMIN_PAGE_SIZE), ...auditFilters });
export type AuditListInput = z.input<typeof AuditListInput>;

/** GET /api/admin/audit.csv: the list's filters, every matching row. */
export const AuditExportInput = z.strictObject(auditFilters);
export type AuditExportInput = z.input<typeof AuditExportInput>;

export const AuditEntry = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  actorEmail: z.string(),
  actorRole: z.enum(STAFF_ROLES),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** The target as it was and as it became (JSON); null where there was nothing (a new coupon's before). */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
