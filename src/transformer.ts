import superjson from 'superjson';

/**
 * The one transformer both ends of tRPC use; they must agree. It is two: one for answers, one for inputs.
 *
 * Answers that plain JSON carries exactly (most of them: catalogue pages are strings, numbers and
 * arrays) travel as `{ json }`; only values with a Date, Map, Set, bigint, undefined or a non-finite
 * number pay for superjson's walk, as `{ superjson }`. The bench measured superjson at a third of the
 * product list's CPU.
 *
 * Inputs are plain JSON in a `{ json }` envelope, and the server reads nothing else: superjson's type
 * metadata tells the reader which classes, references and prototypes to rebuild, which is not for a
 * stranger to steer (crafted metadata overflowed the stack). No input needs more than JSON: a value
 * left undefined is simply left out, and the zod schemas parse the rest.
 */

type Wire = { json: unknown } | { superjson: ReturnType<typeof superjson.serialize> };

function needsSuperjson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return false;
    case 'number':
      return !Number.isFinite(value);
    case 'object': {
      if (value === null) return false;
      if (Array.isArray(value)) return value.some(needsSuperjson);
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return true;
      for (const key in value) {
        if (needsSuperjson((value as Record<string, unknown>)[key])) return true;
      }
      return false;
    }
    default:
      // undefined, bigint, functions, symbols
      return true;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const transformer = {
  input: {
    serialize: (value: unknown): { json: unknown } => ({ json: value }),
    // Anything that is not our envelope (no input at all, a hand-written call, superjson's) reads as nothing.
    deserialize: (wire: unknown): unknown => (isObject(wire) ? wire.json : undefined),
  },
  output: {
    serialize: (value: unknown): Wire => (needsSuperjson(value) ? { superjson: superjson.serialize(value) } : { json: value }),
    // Only ever reads what our server wrote.
    deserialize: (wire: Wire): unknown => ('superjson' in wire ? superjson.deserialize(wire.superjson) : wire.json),
  },
};
