import type { FastifyInstance } from 'fastify';

/**
 * Behind a reverse proxy that the shop does not trust (TRUST_PROXY unset, the default, or a list
 * without the proxy's address), every visitor arrives from the proxy's address: they share one rate
 * limit, one location and one line in the logs. Requests that carry X-Forwarded-For which the shop
 * did not take are the sign; the first one makes one warning that says what to set. A client that
 * sends the header itself, with no proxy in front, warns the same way, and changes nothing.
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned) return;
    const forwarded = request.headers['x-forwarded-for'];
    if (forwarded === undefined) return;
    const peer = request.socket.remoteAddress;
    // Taken: the client address came from the header (the proxy is trusted).
    if (peer === undefined || request.ip !== peer) return;
    warned = true;
    request.log.warn(
      { proxy: peer },
      `Requests carry X-Forwarded-For from ${peer}, a proxy that is not trusted: every visitor behind it counts as ${peer} ` +
        `(one shared rate limit, location and log address). Set TRUST_PROXY to that proxy's address (e.g. TRUST_PROXY=${peer}) ` +
        'or to true when only the proxy can reach the shop; see docs/operations.md, "Behind a proxy". Logged once.',
    );
  });
}
