import {
  AutoFixAnswer,
  CompletePublishingAnswer,
  LastSync,
  PermanentFixAnswer,
  PrintifyConfig,
  PrintifyProductIdInput,
  PublishingStatus,
  SyncAnswer,
} from '../../../src/printify.ts';
import { lastSync, syncCatalogue } from '../../modules/printify/catalogue-sync.ts';
import { autoFixPublishing, completePublishing, publishingStatus, requirePrintify } from '../../modules/printify/publishing.ts';
import { fixPublishingPermanently } from '../../modules/printify/webhook-registration.ts';
import { adminProcedure, router } from '../init.ts';

/**
 * The print provider's admin calls (spec sections 2, 7; /printify-admin and the admin Products tab).
 * Admins only; without PRINTIFY_API_TOKEN each call that needs Printify answers 503 after that check.
 */
export const printifyRouter = router({
  /** Whether Printify is configured, so the pages can say so up front. */
  config: adminProcedure.output(PrintifyConfig).query(({ ctx }) => ({ configured: ctx.services.printify !== null })),
  sync: adminProcedure
    .output(SyncAnswer)
    .mutation(({ ctx }) => syncCatalogue(ctx.em, requirePrintify(ctx.services), ctx.user.email)),
  lastSync: adminProcedure.output(LastSync).query(({ ctx }) => lastSync(ctx.em)),
  publishingStatus: adminProcedure.output(PublishingStatus).query(({ ctx }) => publishingStatus(requirePrintify(ctx.services))),
  autoFixPublishing: adminProcedure.output(AutoFixAnswer).mutation(({ ctx }) => autoFixPublishing(ctx.em, requirePrintify(ctx.services))),
  completePublishing: adminProcedure
    .input(PrintifyProductIdInput)
    .output(CompletePublishingAnswer)
    .mutation(({ ctx, input }) => completePublishing(ctx.em, requirePrintify(ctx.services), input.id)),
  fixPublishingPermanently: adminProcedure
    .output(PermanentFixAnswer)
    .mutation(({ ctx }) => fixPublishingPermanently(ctx.em, requirePrintify(ctx.services))),
});
