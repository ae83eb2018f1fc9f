import { NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../src/domain-error.ts';
import { INTERNAL_MESSAGE, publicMessage, toTRPCError } from './errors.ts';

describe('error translation', () => {
  it('keeps the code and message of expected failures', () => {
    const error = toTRPCError(new DomainError('CONFLICT', 'That coupon is used up'));
    expect(error.code).toBe('CONFLICT');
    expect(publicMessage(error)).toBe('That coupon is used up');
  });

  it('maps database failures to client errors', () => {
    expect(toTRPCError(NotFoundError.findOneFailed('Product', { id: 1 })).code).toBe('NOT_FOUND');
    const duplicate = new UniqueConstraintViolationException(new Error('duplicate key value violates "users_email_unique"'));
    const translated = toTRPCError(duplicate);
    expect(translated.code).toBe('CONFLICT');
    expect(publicMessage(translated)).not.toMatch(/users_email_unique/);
  });

  it('turns invalid input into one readable sentence', () => {
    const result = z.object({ email: z.email(), quantity: z.number().min(1) }).safeParse({ email: 'x', quantity: 0 });
    const error = toTRPCError(result.error);
    expect(error.code).toBe('BAD_REQUEST');
    expect(publicMessage(error)).toMatch(/^email: .+; quantity: .+/);
  });

  it('hides the message of anything unexpected', () => {
    const error = toTRPCError(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2'));
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(publicMessage(error)).toBe(INTERNAL_MESSAGE);
    expect(publicMessage(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'select * from users' }))).toBe(
      INTERNAL_MESSAGE,
    );
  });

  it("puts ours in place of tRPC's refusals, whatever failed inside them", () => {
    const overflow = new TRPCError({ code: 'BAD_REQUEST', cause: new RangeError('Maximum call stack size exceeded') });
    expect(publicMessage(overflow)).toMatch(/^This request could not be read/);
    expect(publicMessage(new TRPCError({ code: 'NOT_FOUND', message: 'No procedure found on path "x"' }))).toBe('There is no such call.');
    expect(publicMessage(new TRPCError({ code: 'TIMEOUT', message: 'socket hang up' }))).toBe('This request could not be handled.');
  });
});
