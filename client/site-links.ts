import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pathTo } from '../src/page-routes.ts';

/**
 * Where the navigation and the footer point; one list each so header, mobile menu and footer agree.
 * Labels are messages, said in the page's language where they are shown (`i18n._(link.label)`).
 */
export interface SiteLink {
  label: MessageDescriptor;
  href: string;
}

export const MAIN_LINKS: readonly SiteLink[] = [
  { label: msg`Shop`, href: pathTo('shop') },
  { label: msg`About`, href: pathTo('about') },
  { label: msg`Contact`, href: pathTo('contact') },
];

export const shopCategoryHref = (category: string) => `${pathTo('shop')}?category=${encodeURIComponent(category)}`;

export const FOOTER_SHOP_LINKS: readonly SiteLink[] = [
  { label: msg`All Artwork`, href: pathTo('shop') },
  // The catalogue's own category names in the address; their names on the page in its language.
  { label: msg`Abstract`, href: shopCategoryHref('Abstract') },
  { label: msg`Landscapes`, href: shopCategoryHref('Landscapes') },
  { label: msg`Waterfronts`, href: shopCategoryHref('Waterfronts') },
  { label: msg`Europe`, href: shopCategoryHref('Europe') },
  { label: msg`USA`, href: shopCategoryHref('USA') },
  { label: msg`Gift Cards`, href: pathTo('giftCards') },
];

export const FOOTER_SUPPORT_LINKS: readonly SiteLink[] = [
  { label: msg`Contact`, href: pathTo('contact') },
  { label: msg`Returns`, href: pathTo('returns') },
  { label: msg`Refund Policy`, href: pathTo('refundPolicy') },
  // Shipping terms are a section of the terms of service.
  { label: msg`Shipping`, href: `${pathTo('termsOfService')}#shipping` },
  { label: msg`Privacy Policy`, href: pathTo('privacyPolicy') },
  { label: msg`Terms of Service`, href: pathTo('termsOfService') },
  { label: msg`Accessibility`, href: pathTo('accessibility') },
];

/** Sign-in and sign-out are full page loads of server paths (spec section 2), never client routes. */
export const SIGN_IN_URL = '/api/login';
export const SIGN_OUT_URL = '/api/logout';
