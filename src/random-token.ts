import { z } from 'zod';

/**
 * The shop's random tokens in links and ids (a checkout's id, a wishlist's share link, an unsubscribe
 * link, a reminder's way back to the bag): 16 random bytes as base64url, 22 characters.
 */
export const RANDOM_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** A token as a call takes it: `invalid` is what a malformed one is told. */
export const randomTokenInput = (invalid: string) => z.strictObject({ token: z.string().regex(RANDOM_TOKEN, invalid) });
