import superjson from 'superjson';

/** The one transformer both ends of tRPC use; they must agree. */
export const transformer = superjson;
