import { tx } from './i18n-text.ts';

/**
 * The client types a customer chooses at sign-up (spec section 3), with the labels shown in the select:
 * in English here (the API's answer and the back office), in the shopper's language on the sign-up page.
 */
export const CLIENT_TYPES = [
  { value: 'furniture_store', label: tx('Furniture Store') },
  { value: 'shopping_center', label: tx('Shopping Center') },
  { value: 'commercial_construction', label: tx('Commercial Construction') },
  { value: 'private_residence', label: tx('Private Residence') },
  { value: 'vacation_home', label: tx('Vacation Home') },
  { value: 'hotel_decor', label: tx('Hotel Decor') },
  { value: 'interior_designer', label: tx('Interior Designer') },
  { value: 'real_estate_agent', label: tx('Real Estate Agent') },
  { value: 'university_faculty', label: tx('University Faculty') },
  { value: 'university_student', label: tx('University Student') },
  { value: 'office_decor', label: tx('Office Decor') },
  { value: 'contractor', label: tx('Contractor') },
  { value: 'high_school_student', label: tx('High School Student') },
  { value: 'university_student_shopper', label: tx('University Student Shopper') },
] as const;

export type ClientType = (typeof CLIENT_TYPES)[number]['value'];

export const CLIENT_TYPE_VALUES = CLIENT_TYPES.map((type) => type.value) as [ClientType, ...ClientType[]];

/** Each client type's label, by its value. */
export const CLIENT_TYPE_LABELS = Object.fromEntries(CLIENT_TYPES.map((type) => [type.value, type.label])) as Record<ClientType, string>;
