/** The client types a customer chooses at sign-up (spec section 3), with the labels shown in the select. */
export const CLIENT_TYPES = [
  { value: 'furniture_store', label: 'Furniture Store' },
  { value: 'shopping_center', label: 'Shopping Center' },
  { value: 'commercial_construction', label: 'Commercial Construction' },
  { value: 'private_residence', label: 'Private Residence' },
  { value: 'vacation_home', label: 'Vacation Home' },
  { value: 'hotel_decor', label: 'Hotel Decor' },
  { value: 'interior_designer', label: 'Interior Designer' },
  { value: 'real_estate_agent', label: 'Real Estate Agent' },
  { value: 'university_faculty', label: 'University Faculty' },
  { value: 'university_student', label: 'University Student' },
  { value: 'office_decor', label: 'Office Decor' },
  { value: 'contractor', label: 'Contractor' },
  { value: 'high_school_student', label: 'High School Student' },
  { value: 'university_student_shopper', label: 'University Student Shopper' },
] as const;

export type ClientType = (typeof CLIENT_TYPES)[number]['value'];

export const CLIENT_TYPE_VALUES = CLIENT_TYPES.map((type) => type.value) as [ClientType, ...ClientType[]];

/** Each client type's label, by its value. */
export const CLIENT_TYPE_LABELS = Object.fromEntries(CLIENT_TYPES.map((type) => [type.value, type.label])) as Record<ClientType, string>;
