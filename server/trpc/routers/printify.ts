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
import { auditOutcome } from '../../modules/audit/index.ts';
import { autoFixPublishing, completePublishing, fixPublishingPermanently, lastSync, publishingStatus, requirePrintify, syncCatalogue } from '../../modules/printify/index.ts';
import { adminProcedure, router } from '../init.ts';

/** The writes below change the shop's catalogue as a whole. */
const CATALOGUE = { type: 'catalogue', id: 'printify' } as const;

/**
 * The print provider's admin calls (spec sections 2, 7; /printify-admin and the admin Products tab).
 * Admins only; without PRINTIFY_API_TOKEN each call that needs Printify answers 503 after that check.
 * Each write is audited with its outcome, failed or not: it imports products one by one, so a failure
 * part way may have changed some (audit/audit.ts, auditOutcome).
 */
export const printifyRouter = router({
  /** Whether Printify is configured, so the pages can say so up front. */
  config: adminProcedure.output(PrintifyConfig).query(({ ctx }) => ({ configured: ctx.services.printify !== null })),
  sync: adminProcedure.output(SyncAnswer).mutation(({ ctx }) => {
    const printify = requirePrintify(ctx.services);
    return auditOutcome(ctx.em, { actor: ctx.staff, action: 'printify.sync', target: CATALOGUE }, () =>
      syncCatalogue(ctx.em, ctx.services, printify, ctx.staff.email),
    );
  }),
  lastSync: adminProcedure.output(LastSync).query(({ ctx }) => lastSync(ctx.em)),
  publishingStatus: adminProcedure.output(PublishingStatus).query(({ ctx }) => publishingStatus(requirePrintify(ctx.services))),
  autoFixPublishing: adminProcedure.output(AutoFixAnswer).mutation(({ ctx }) => {
    const printify = requirePrintify(ctx.services);
    return auditOutcome(ctx.em, { actor: ctx.staff, action: 'printify.auto_fix_publishing', target: CATALOGUE }, () =>
      autoFixPublishing(ctx.em, ctx.services.jobs, printify),
    );
  }),
  completePublishing: adminProcedure
    .input(PrintifyProductIdInput)
    .output(CompletePublishingAnswer)
    .mutation(({ ctx, input }) => {
      const printify = requirePrintify(ctx.services);
      return auditOutcome(ctx.em, { actor: ctx.staff, action: 'printify.complete_publishing', target: { type: 'printify_product', id: input.id } }, () =>
        completePublishing(ctx.em, ctx.services.jobs, printify, input.id),
      );
    }),
  fixPublishingPermanently: adminProcedure.output(PermanentFixAnswer).mutation(({ ctx }) => {
    const printify = requirePrintify(ctx.services);
    return auditOutcome(ctx.em, { actor: ctx.staff, action: 'printify.fix_publishing_permanently', target: CATALOGUE }, () =>
      fixPublishingPermanently(ctx.em, ctx.services.jobs, printify),
    );
  }),
});
