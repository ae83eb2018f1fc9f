import { PaymentError } from '../../integrations/payments/index.ts';
import { DomainError, type DomainErrorCode } from '../../../src/domain-error.ts';

const STATUS: Record<PaymentError['code'], DomainErrorCode> = {
  amount_too_small: 'BAD_REQUEST',
  card_declined: 'PAYMENT_REQUIRED',
  incorrect_number: 'PAYMENT_REQUIRED',
  intent_not_found: 'BAD_REQUEST',
  intent_unexpected_state: 'CONFLICT',
  provider_unavailable: 'SERVICE_UNAVAILABLE',
  refund_refused: 'CONFLICT',
  provider_error: 'BAD_GATEWAY',
};

/** Runs a provider call; its refusals (whose messages are written for shoppers) become 4xx answers. */
export async function withPaymentErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentError) throw new DomainError(STATUS[error.code], error.message);
    throw error;
  }
}
