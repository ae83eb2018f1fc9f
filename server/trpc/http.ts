import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { MAX_BATCH_CALLS } from '../../src/trpc-limits.ts';
import { createContext } from './context.ts';
import { JSON_ONLY } from './errors.ts';
import { appRouter, type AppRouter } from './root.ts';

/** The tRPC endpoint, under the prefix app.ts registers it with (/trpc). */
export async function trpcOverHttp(app: FastifyInstance) {
  // JSON only, as our client sends: the adapter also claims multipart bodies, then fails on them with a 500.
  app.addHook('onRequest', async (request, reply) => {
    const contentType = request.headers['content-type'];
    if (contentType && !/^application\/json\b/i.test(contentType)) return reply.code(415).send({ message: JSON_ONLY });
  });

  await app.register(fastifyTRPCPlugin, {
    trpcOptions: {
      router: appRouter,
      createContext,
      maxBatchSize: MAX_BATCH_CALLS,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
