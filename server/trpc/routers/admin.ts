import { ContactSubmissionListInput, SetContactStatusInput } from '../../../src/contact.ts';
import { AdminListInput, ReleaseSizeInput, TestEmailInput } from '../../../src/admin.ts';
import { CategoryTranslationInput, ProductIdOnly, ProductTranslationInput, ProductTranslationListInput } from '../../../src/catalogue-translations.ts';
import {
  listCategoryTranslations,
  listProductTranslations,
  listSizeChecks,
  productTranslations,
  releaseSize,
  saveCategoryTranslation,
  saveProductTranslation,
} from '../../modules/catalogue/index.ts';
import { listContactSubmissions, setContactStatus } from '../../modules/contact/index.ts';
import { shopReads } from '../../modules/common/index.ts';
import { sendTestEmail } from '../../modules/order/index.ts';
import { listRefunds } from '../../modules/checkout/index.ts';
import { adminProcedure, router, staffProcedure } from '../init.ts';
import { adminAuditRouter } from './admin-audit.ts';
import { adminCustomersRouter, backupsProcedure, overviewProcedure } from './admin-back-office.ts';
import { adminCouponsRouter } from './admin-coupons.ts';
import { adminGiftCardsRouter } from './admin-gift-cards.ts';
import { adminOrdersRouter } from './admin-orders.ts';
import { adminPremiumRouter } from './admin-premium.ts';
import { adminReturnsRouter } from './admin-returns.ts';
import { adminReviewsRouter } from './admin-reviews.ts';

export const adminRouter = router({
  /** Headline figures for the dashboard, in one statement. */
  stats: staffProcedure.query(async ({ ctx }) =>
    shopReads(ctx.em)
      .selectNoFrom((eb) => {
        // A scalar subquery may be null as far as types go; coalesce says that a count never is.
        const count = (table: 'products' | 'users' | 'orders') =>
          eb.fn.coalesce(eb.selectFrom(table).select(eb.cast<number>(eb.fn.countAll(), 'integer').as('n')), eb.lit(0));
        return [count('products').as('products'), count('users').as('customers'), count('orders').as('orders')];
      })
      .executeTakeFirstOrThrow(),
  ),
  /** Payments that could not become orders (their stock went to someone else) and their refunds, newest first. */
  refunds: staffProcedure.input(AdminListInput.optional()).query(({ ctx, input }) => listRefunds(ctx.em, input?.limit ?? 100)),
  /** Messages from /contact: the dashboard's Messages tab (`/admin?tab=messages`, linked from support's e-mail). */
  contactMessages: router({
    /** Newest first, a page at a time (as GET /api/admin/contact-submissions). */
    list: staffProcedure
      .input(ContactSubmissionListInput.prefault({}))
      .query(({ ctx, input }) => listContactSubmissions(ctx.em, input)),
    setStatus: staffProcedure.input(SetContactStatusInput).mutation(({ ctx, input }) => setContactStatus(ctx.em, input, ctx.staff)),
  }),
  overview: overviewProcedure,
  backups: backupsProcedure,
  customers: adminCustomersRouter,
  /**
   * The Products tab: the print resolution (sizes held back or flagged for their artwork's pixels, and a
   * deliberate release), and the catalogue's translations (each print's and category's texts in the
   * other languages, one language per save, audited).
   */
  products: router({
    sizeChecks: adminProcedure.query(({ ctx }) => listSizeChecks(ctx.em)),
    releaseSize: adminProcedure.input(ReleaseSizeInput).mutation(({ ctx, input }) => releaseSize(ctx.em, input, ctx.staff)),
    translations: adminProcedure.input(ProductTranslationListInput.prefault({})).query(({ ctx, input }) => listProductTranslations(ctx.em, input)),
    translation: adminProcedure.input(ProductIdOnly).query(({ ctx, input }) => productTranslations(ctx.em, input.productId)),
    saveTranslation: adminProcedure.input(ProductTranslationInput).mutation(({ ctx, input }) => saveProductTranslation(ctx.em, input, ctx.staff)),
    categoryTranslations: adminProcedure.query(({ ctx }) => listCategoryTranslations(ctx.em)),
    saveCategoryTranslation: adminProcedure.input(CategoryTranslationInput).mutation(({ ctx, input }) => saveCategoryTranslation(ctx.em, input, ctx.staff)),
  }),
  orders: adminOrdersRouter,
  returns: adminReturnsRouter,
  reviews: adminReviewsRouter,
  premium: adminPremiumRouter,
  coupons: adminCouponsRouter,
  giftCards: adminGiftCardsRouter,
  audit: adminAuditRouter,
  /** /email-test: the Order Confirmation or Shipping Notification, filled with a sample order, to any address. */
  testEmail: adminProcedure.input(TestEmailInput).mutation(({ ctx, input }) => sendTestEmail(ctx, input, ctx.staff)),
});
