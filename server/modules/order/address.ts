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
