import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../integrations/jobs/job-queue.ts';
import type { Printify } from '../../integrations/printify/index.ts';
import { autoFixPublishing } from './publishing.ts';

/**
 * The permanent fix for products stuck in publishing: besides fixing what is locked now, the shop
 * registers its webhook, so each Publish reaches it as it happens, and the order topics with it. The
 * sweep (publishing-sweep.ts) covers any delivery that is missed.
 */

export const WEBHOOK_TOPICS = [
  'product:publish:started',
  'product:deleted',
  'order:updated',
  'order:sent-to-production',
  'order:shipment:created',
  'order:shipment:delivered',
] as const;

export const webhookUrl = (printify: Printify) => `${printify.shopUrl}/api/printify/webhook`;

/**
 * Registers the shop's webhook for every topic, with its secret. Printify never shows a webhook's
 * secret again, so the shop's own earlier registrations are removed and made afresh: they then carry
 * the secret the shop checks today.
 */
export async function registerWebhooks(printify: Printify): Promise<readonly string[]> {
  const url = webhookUrl(printify);
  for (const webhook of await printify.api.listWebhooks()) {
    if (webhook.url === url) await printify.api.deleteWebhook(webhook.id, new URL(url).host);
  }
  for (const topic of WEBHOOK_TOPICS) await printify.api.createWebhook({ topic, url, secret: printify.webhookSecret });
  return WEBHOOK_TOPICS;
}

export async function fixPublishingPermanently(em: EntityManager, jobs: JobQueue, printify: Printify): Promise<{ message: string; fixedCount: number }> {
  const { publishingFixed } = await autoFixPublishing(em, jobs, printify);
  const topics = await registerWebhooks(printify);
  const fixed = publishingFixed === 1 ? '1 stuck product' : `${publishingFixed} stuck products`;
  return {
    message: `Fixed ${fixed}. Printify now notifies ${webhookUrl(printify)} of ${topics.length} events, so new products are acknowledged as they publish; a sweep every 10 minutes catches any notification that goes missing.`,
    fixedCount: publishingFixed,
  };
}
