import { ActionIcon } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { artworkAlt } from '../../../src/artwork-alt.ts';
import type { ProductVariant } from '../../../src/catalogue.ts';
import { imageCandidates } from '../../format/image-candidates.ts';
import { useValidatedImages } from '../../hooks/useValidatedImages.ts';
import { withCatalogs } from '../../i18n.ts';
import { ImageCarousel } from '../ImageCarousel/ImageCarousel.tsx';
import classes from './ProductGallery.module.css';
import { useLingui } from '@lingui/react/macro';

// The zoom viewer and OpenSeadragon arrive only when a shopper opens it: nothing of them in the page's first load.
const ArtworkZoom = lazy(withCatalogs(['pages'], () => import('../ArtworkZoom/ArtworkZoom.tsx')));

interface ProductGalleryProps {
  title: string;
  /** The print's description, whose first sentence says what the artwork shows (its alt text). */
  description: string | null;
  /** The artwork itself; it hangs on the wall. */
  mainImage: string | null;
  /** Room mockups of the chosen size (else the product's); they fill the frame. */
  mockups: readonly string[];
  /** What the zoom needs: the print, its sizes and the one chosen (the scale and the verdict are for it, else the default). */
  zoom: { productId: number; variants: readonly ProductVariant[]; selected: ProductVariant | null };
}

/**
 * The product page's pictures (spec sections 2 and 4) on a warm gallery wall: arrows, dots and a 50 px
 * swipe from ImageCarousel, the placeholder and 5 s rules from useValidatedImages. The page is its own
 * first screen, so everything loads at once. A click on a picture (or the magnifier) opens the artwork
 * up close (ArtworkZoom).
 */
export function ProductGallery({ title, description, mainImage, mockups, zoom }: ProductGalleryProps) {
  const { t } = useLingui();
  const images = useValidatedImages(imageCandidates(mainImage, mockups), true);
  const [zooming, setZooming] = useState(false);
  const magnifier = useRef<HTMLButtonElement>(null);
  // The dialog goes as it closes (it is mounted only while open): the focus goes back to the magnifier by hand.
  const closeZoom = () => {
    setZooming(false);
    magnifier.current?.focus();
  };
  const size = zoom.selected ?? zoom.variants.find((variant) => variant.isDefault) ?? zoom.variants[0] ?? null;
  return (
    // The outer box is what the page lays out (sticky beside the buying column, edge to edge on a phone);
    // the stage inside it stays the magnifier's positioned frame.
    <div>
      {/* The pictures take a click as well (a mouse's shortcut); the magnifier is the keyboard's way in. */}
      <div className={classes.stage} onClick={() => setZooming(true)} data-zoomable>
        <ImageCarousel
          // A new set of pictures (another size chosen) starts again at the first.
          key={images.join('\n')}
          images={images}
          alt={title}
          description={artworkAlt(title, description)}
          width={1200}
          height={1200}
          loading="eager"
          fit={(index) => (index === 0 && images[0] === mainImage ? 'hang' : 'cover')}
          controls="always"
        />
        <ActionIcon
          ref={magnifier}
          className={classes.zoom}
          variant="white"
          color="charcoal.8"
          size="lg"
          radius="xl"
          aria-label={t`Look closer at the artwork`}
          onClick={(event) => {
            event.stopPropagation();
            setZooming(true);
          }}
        >
          <IconZoomIn size={18} stroke={1.5} aria-hidden="true" />
        </ActionIcon>
      </div>
      {zooming && (
        <Suspense fallback={null}>
          <ArtworkZoom
            productId={zoom.productId}
            title={title}
            size={size?.size ?? null}
            vector={mainImage?.split('?')[0]?.endsWith('.svg') ?? false}
            onClose={closeZoom}
          />
        </Suspense>
      )}
    </div>
  );
}
