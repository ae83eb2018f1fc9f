import type { ShippingFields } from '../../../src/admin-orders.ts';

/** A shipping or billing address as stored on an order (spec section 3, order payload). */
export interface StoredAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  address: string;
  apartment?: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** The address field by field, as the back office's correction form edits it ('' for a field left blank). */
export function shippingFieldsOf(stored: StoredAddress): ShippingFields {
  return {
    firstName: stored.firstName,
    lastName: stored.lastName,
    phone: stored.phone ?? '',
    address: stored.address,
    apartment: stored.apartment ?? '',
    city: stored.city,
    state: stored.state,
    zipCode: stored.zipCode,
    country: stored.country,
  };
}
