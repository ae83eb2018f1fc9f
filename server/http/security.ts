import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Stripe.js and its iframes, which the checkout loads later (integrations.md section 2). */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network'],
  image: ['https://*.stripe.com'],
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...STRIPE.script],
      // Mantine sets CSS variables and positions through inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...STRIPE.image],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      // blob: the room view's model loader reads the model's texture from an object URL it made of the
      // model's own bytes (three.js's ImageBitmapLoader fetches it); nothing leaves the page.
      connectSrc: ["'self'", 'blob:', ...STRIPE.connect],
      frameSrc: ["'self'", ...STRIPE.frame],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Only ask browsers to upgrade when the shop is served over HTTPS itself.
      upgradeInsecureRequests: null,
    },
  },
  // Stripe's iframes and 3-D Secure challenges open windows and embed cross-origin frames.
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Stripe checks the page's origin in the referrer; never send more than the origin off-site.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet writes for these options, worked out once: nothing in them depends on the
 * request (no nonces, no per-route policy). @fastify/helmet built helmet's middleware again for
 * every request, parsing the whole policy each time, about 8% of the CPU of a product read.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    // Helmet removes X-Powered-By, which Fastify never sends.
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Every answer, API, page, file or error, carries helmet's security headers. */
export function securityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ALLOWED_BODY_TYPES = /^(application\/json|multipart\/form-data)\b/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a form body too (`application/x-www-form-urlencoded`): only where a forged one
     * changes nothing an attacker could want, as the one-click unsubscribe (rest/unsubscribe.ts), which a
     * mail client POSTs as a form (RFC 8058) and whose token in the path is the reader's own.
     */
    formBody?: boolean;
  }
}

const FORM_BODY = /^application\/x-www-form-urlencoded\b/i;
const acceptsBody = (contentType: string, request: FastifyRequest) =>
  ALLOWED_BODY_TYPES.test(contentType) || (FORM_BODY.test(contentType) && request.routeOptions.config?.formBody === true);

/**
 * Cross-site request forgery guard. A state-changing request that names an Origin must name ours,
 * and a body must be JSON or multipart: the types a plain HTML form on another site cannot send
 * without a preflight (but on a route that says it takes a form: `formBody`). Webhooks come from
 * servers (no Origin) and are checked by signature.
 */
export function sameOriginGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const contentType = request.headers['content-type'];
    if (contentType && !acceptsBody(contentType, request)) {
      return reply.code(415).send({ message: 'Send the request body as JSON.' });
    }
    const origin = request.headers.origin;
    if (!origin) return;
    if (hostOf(origin) !== hostOf(`${request.protocol}://${request.host}`)) {
      return reply.code(403).send({ message: 'Cross-site requests are not allowed.' });
    }
  });
}

/** host[:port] with the scheme's default port left out, or null when it is not a URL. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
