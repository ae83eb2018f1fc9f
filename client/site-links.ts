import { pathTo } from '../src/page-routes.ts';
/** Where the navigation and the footer point; one list each so header, mobile menu and footer agree. */
export interface SiteLink {
  label: string;
  href: string;
}

export const MAIN_LINKS: readonly SiteLink[] = [
  { label: 'Shop', href: pathTo('shop') },
  { label: 'About', href: pathTo('about') },
  { label: 'Contact', href: pathTo('contact') },
];

export const shopCategoryHref = (category: string) => `${pathTo('shop')}?category=${encodeURIComponent(category)}`;

export const FOOTER_SHOP_LINKS: readonly SiteLink[] = [
  { label: 'All Artwork', href: pathTo('shop') },
  { label: 'Abstract', href: shopCategoryHref('Abstract') },
  { label: 'Landscapes', href: shopCategoryHref('Landscapes') },
  { label: 'Waterfronts', href: shopCategoryHref('Waterfronts') },
  { label: 'Europe', href: shopCategoryHref('Europe') },
  { label: 'USA', href: shopCategoryHref('USA') },
];

export const FOOTER_SUPPORT_LINKS: readonly SiteLink[] = [
  { label: 'Contact', href: pathTo('contact') },
  { label: 'Returns', href: pathTo('returns') },
  { label: 'Refund Policy', href: pathTo('refundPolicy') },
  // Shipping terms are a section of the terms of service.
  { label: 'Shipping', href: '/terms-of-service#shipping' },
  { label: 'Privacy Policy', href: pathTo('privacyPolicy') },
  { label: 'Terms of Service', href: pathTo('termsOfService') },
];

/** Sign-in and sign-out are full page loads of server paths (spec section 2), never client routes. */
export const SIGN_IN_URL = '/api/login';
export const SIGN_OUT_URL = '/api/logout';
