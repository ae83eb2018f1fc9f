/**
 * The ORM's registry: every entity and SQL routine, listed explicitly (no folder scanning). The one file
 * outside a module that imports its entity and routine files directly rather than through its door (the
 * layer rules allow it, .dependency-cruiser.cjs): a door leads back here through typed-sql.ts.
 */
import { OrderCancellationSchema } from './after-sale/order-cancellation.entity.ts';
import { OrderRefundSchema } from './after-sale/order-refund.entity.ts';
import { AdminAuditSchema } from './audit/admin-audit.entity.ts';
import { AuthCodeSchema } from './auth/auth-code.entity.ts';
import { TempUserSchema } from './auth/temp-user.entity.ts';
import { BackupRunSchema } from './backups/backup-run.entity.ts';
import { CartItemSchema } from './cart/cart-item.entity.ts';
import { PaymentRefundSchema } from './checkout/payment-refund.entity.ts';
import { ReservationSchema } from './checkout/reservation.entity.ts';
import { CheckoutSnapshotSchema } from './checkout/snapshot.entity.ts';
import { CatalogueRevisionSchema } from './catalogue/catalogue-revision.entity.ts';
import { CatalogueWordSchema } from './catalogue/catalogue-word.entity.ts';
import { ProductColourSchema } from './catalogue/product-colour.entity.ts';
import { ColourLab } from './catalogue/colour-lab.routine.ts';
import { ProductMinWidthIn, ProductOrientation } from './catalogue/product-shape.routine.ts';
import { CategoryListingSchema } from './catalogue/category-listing.entity.ts';
import { RefreshCategoryListings } from './catalogue/category-listings.routine.ts';
import { CategorySchema } from './catalogue/category.entity.ts';
import { CategoryTranslationSchema } from './catalogue/category-translation.entity.ts';
import { ProductCategorySchema } from './catalogue/product-category.entity.ts';
import { ProductSchema } from './catalogue/product.entity.ts';
import { ProductSearchText } from './catalogue/product-search-text.routine.ts';
import { ProductSortPrice } from './catalogue/product-sort-price.routine.ts';
import { ProductTranslationSchema } from './catalogue/product-translation.entity.ts';
import { SizeReleaseSchema } from './catalogue/size-release.entity.ts';
import { ContactSubmissionSchema } from './contact/contact-submission.entity.ts';
import { RateLimitCounterSchema } from './common/rate-limit-counter.entity.ts';
import { CouponSchema } from './coupon/coupon.entity.ts';
import { OrderEventSchema } from './order/order-event.entity.ts';
import { OrderItemSchema } from './order/order-item.entity.ts';
import { OrderSchema } from './order/order.entity.ts';
import { PrintifyEventSchema } from './printify/printify-event.entity.ts';
import { PrintifySyncSchema } from './printify/printify-sync.entity.ts';
import { ProductImageSchema } from './printify/product-image.entity.ts';
import { PremiumIpSchema } from './premium/premium-ip.entity.ts';
import { PremiumTierSchema } from './premium/premium-tier.entity.ts';
import { ProductPopularitySchema } from './recommendations/product-popularity.entity.ts';
import { ReturnEventSchema } from './returns/return-event.entity.ts';
import { ReturnPhotoSchema } from './returns/return-photo.entity.ts';
import { ReturnRequestSchema } from './returns/return-request.entity.ts';
import { ReviewPhotoSchema } from './reviews/review-photo.entity.ts';
import { ReviewRequestSchema } from './reviews/review-request.entity.ts';
import { ReviewSchema } from './reviews/review.entity.ts';
import { SentEmailSchema } from './mail/sent-email.entity.ts';
import { CheckoutReminderSchema } from './marketing/checkout-reminder.entity.ts';
import { GiftCardEntrySchema } from './gift-cards/gift-card-entry.entity.ts';
import { GiftCardSchema } from './gift-cards/gift-card.entity.ts';
import { MarketingContactSchema } from './marketing/marketing-contact.entity.ts';
import { SessionSchema } from './session/session.entity.ts';
import { ShareImageSchema } from './share-images/share-image.entity.ts';
import { ArtworkSchema, ZoomTileSchema } from './artwork/artwork.entity.ts';
import { UserSchema } from './user/user.entity.ts';
import { WishlistItemSchema } from './wishlist/wishlist-item.entity.ts';
import { WishlistShareSchema } from './wishlist/wishlist-share.entity.ts';
import { WishlistAlertSchema } from './wishlist/wishlist-alert.entity.ts';

export const ENTITIES = [
  UserSchema,
  AuthCodeSchema,
  TempUserSchema,
  ProductSchema,
  SizeReleaseSchema,
  CategorySchema,
  ProductCategorySchema,
  CategoryListingSchema,
  CatalogueWordSchema,
  ProductColourSchema,
  CatalogueRevisionSchema,
  ProductTranslationSchema,
  CategoryTranslationSchema,
  CouponSchema,
  OrderSchema,
  OrderItemSchema,
  OrderEventSchema,
  CartItemSchema,
  WishlistItemSchema,
  WishlistShareSchema,
  WishlistAlertSchema,
  ReviewSchema,
  ReviewPhotoSchema,
  ReviewRequestSchema,
  MarketingContactSchema,
  GiftCardSchema,
  GiftCardEntrySchema,
  CheckoutReminderSchema,
  PremiumIpSchema,
  PremiumTierSchema,
  ContactSubmissionSchema,
  SessionSchema,
  CheckoutSnapshotSchema,
  RateLimitCounterSchema,
  ReservationSchema,
  PaymentRefundSchema,
  OrderRefundSchema,
  OrderCancellationSchema,
  SentEmailSchema,
  PrintifyEventSchema,
  PrintifySyncSchema,
  ProductImageSchema,
  ShareImageSchema,
  ArtworkSchema,
  ZoomTileSchema,
  BackupRunSchema,
  ReturnRequestSchema,
  ReturnPhotoSchema,
  ReturnEventSchema,
  ProductPopularitySchema,
  AdminAuditSchema,
];

/** The SQL functions behind generated columns and triggers (products.sort_price and search_text, category_listings). */
export const ROUTINES = [ProductSortPrice, ProductSearchText, ProductOrientation, ProductMinWidthIn, ColourLab, RefreshCategoryListings];
