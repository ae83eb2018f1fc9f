import { artworkAlt } from '../../../src/artwork-alt.ts';
import { imageCandidates } from '../../format/image-candidates.ts';
import { useValidatedImages } from '../../hooks/useValidatedImages.ts';
import { ImageCarousel } from '../ImageCarousel/ImageCarousel.tsx';
import classes from './ProductGallery.module.css';

interface ProductGalleryProps {
  title: string;
  /** The print's description, whose first sentence says what the artwork shows (its alt text). */
  description: string | null;
  /** The artwork itself; it hangs on the wall. */
  mainImage: string | null;
  /** Room mockups of the chosen size (else the product's); they fill the frame. */
  mockups: readonly string[];
}

/**
 * The product page's pictures (spec sections 2 and 4) on a warm gallery wall: arrows, dots and a 50 px
 * swipe from ImageCarousel, the placeholder and 5 s rules from useValidatedImages. The page is its own
 * first screen, so everything loads at once.
 */
export function ProductGallery({ title, description, mainImage, mockups }: ProductGalleryProps) {
  const images = useValidatedImages(imageCandidates(mainImage, mockups), true);
  return (
    <div className={classes.stage}>
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
    </div>
  );
}
