/** Where the navigation and the footer point; one list each so header, mobile menu and footer agree. */
export interface SiteLink {
  label: string;
  href: string;
}

export const MAIN_LINKS: readonly SiteLink[] = [
  { label: 'Shop', href: '/shop' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const shopCategoryHref = (category: string) => `/shop?category=${encodeURIComponent(category)}`;

export const FOOTER_SHOP_LINKS: readonly SiteLink[] = [
  { label: 'All Artwork', href: '/shop' },
  { label: 'Abstract', href: shopCategoryHref('Abstract') },
  { label: 'Landscapes', href: shopCategoryHref('Landscapes') },
  { label: 'Waterfronts', href: shopCategoryHref('Waterfronts') },
  { label: 'Europe', href: shopCategoryHref('Europe') },
  { label: 'USA', href: shopCategoryHref('USA') },
];

export const FOOTER_SUPPORT_LINKS: readonly SiteLink[] = [
  { label: 'Contact', href: '/contact' },
  { label: 'Returns', href: '/returns' },
  { label: 'Refund Policy', href: '/refund-policy' },
  // Shipping terms are a section of the terms of service.
  { label: 'Shipping', href: '/terms-of-service#shipping' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
];

/** Sign-in and sign-out are full page loads of server paths (spec section 2), never client routes. */
export const SIGN_IN_URL = '/api/login';
export const SIGN_OUT_URL = '/api/logout';
