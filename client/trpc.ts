import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../server/trpc/root.ts';
import { transformer } from '../src/transformer.ts';
import { MAX_BATCH_CALLS } from '../src/trpc-limits.ts';
import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale } from '../src/locales.ts';

/**
 * The only file that knows how the client talks to the server. Pages use the typed hooks on `trpc`;
 * swapping the transport (or moving to @trpc/tanstack-react-query) touches nothing else.
 */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** `locale`: the page's language, which the server answers in (its texts, and the e-mails a call sends: server/trpc/context.ts). */
export function createTrpcClient(locale: Locale = DEFAULT_LOCALE) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer,
        headers: { [LOCALE_HEADER]: locale },
        // The server refuses a longer batch.
        maxItems: MAX_BATCH_CALLS,
        // The session and cart live in cookies (spec section 7: every call sends credentials).
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

/**
 * Tells the server the language the visitor just chose (auth.setLocale): a signed-in customer's account
 * keeps it, and their later e-mails are written in it. The switcher's link leaves the page meanwhile,
 * so the call is kept alive past that; a failure changes nothing the visitor sees (the cookie keeps the choice).
 */
export function rememberLocaleOnAccount(locale: Locale): void {
  const client = createTRPCClient<AppRouter>({
    // The batch link the page's client uses (a batch of one): a link of its own would bring its code to the entry script.
    links: [httpBatchLink({ url: '/trpc', transformer, fetch: (input, init) => fetch(input, { ...init, credentials: 'include', keepalive: true }) })],
  });
  client.auth.setLocale.mutate({ locale }).catch(() => {});
}

const MINUTE = 60_000;

/** Spec section 7: what goes stale, and when; asked again when next used after that (never on a timer). */
const FRESH_FOR: readonly [procedure: string, ms: number][] = [
  ['shop.location.info', 5 * MINUTE],
  ['shop.location.currencies', 30 * MINUTE],
];

/**
 * Spec section 7: no retries, no refetch on window focus, and data is never considered stale except
 * location info and currencies (FRESH_FOR). Because cached data never goes stale on its own, a mutation
 * must invalidate what it changes (`trpc.useUtils().<router>.<procedure>.invalidate()`).
 */
export function createQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // A key's first part is the procedure's path in parts (src/page-boot.ts): this prefix matches every input.
  for (const [procedure, ms] of FRESH_FOR) queryClient.setQueryDefaults([procedure.split('.')], { staleTime: ms });
  return queryClient;
}

/** The HTTP status a failed call answered with (tRPC puts it in the error's data); undefined when none came. */
export function httpStatusOf(error: unknown): number | undefined {
  return (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
}

/** What a failed call said, for a toast: the server's message (spec section 8). */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The calls tRPC does not carry: a form with photos (a return request, a review) goes as
 * multipart/form-data to its REST path (spec section 7), named with the page's language as every call
 * is. A refusal throws with the server's message, else "status: text" (spec section 8).
 */
export async function sendPhotoForm<Answer>(path: '/api/returns/request' | '/api/reviews', body: FormData, locale: Locale = DEFAULT_LOCALE): Promise<Answer> {
  const response = await fetch(path, { method: 'POST', body, credentials: 'include', headers: { [LOCALE_HEADER]: locale } });
  const text = await response.text();
  let answer: unknown = null;
  try {
    answer = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): the status line speaks for it.
  }
  if (!response.ok) {
    const message = (answer as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' ? message : `${response.status}: ${text || response.statusText}`);
  }
  return answer as Answer;
}
