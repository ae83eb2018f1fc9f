import { Button, Container } from '@mantine/core';
import { Link } from 'wouter';
import type { Artwork } from '../../artwork.ts';
import { BrandLogo } from '../BrandLogo/BrandLogo.tsx';
import classes from './HomeHero.module.css';

interface HomeHeroProps {
  /** Shown full-bleed behind the text. */
  artwork: Artwork;
}

/** The visitor landing's opening: one artwork across the whole width, the brand, and the two ways in. */
export function HomeHero({ artwork }: HomeHeroProps) {
  return (
    <section className={classes.hero} aria-labelledby="home-hero-title">
      {/* The largest paint of the landing page: load it first, not lazily. */}
      <img
        className={classes.backdrop}
        src={artwork.src}
        alt=""
        width={artwork.width}
        height={artwork.height}
        fetchPriority="high"
      />
      <div className={classes.shade} aria-hidden="true" />
      <Container className={classes.content}>
        <BrandLogo tone="light" size="lg" />
        <h1 id="home-hero-title" className={classes.title}>
          Art that gives a room <em>its voice</em>
        </h1>
        <p className={classes.lead}>
          Curated canvas prints for homes and offices: gallery-wrapped, printed with archival inks and stretched by
          hand, ready to hang the day they arrive.
        </p>
        <div className={classes.actions}>
          <Button renderRoot={(props) => <Link href="/shop" {...props} />} size="lg" color="bronze.4" autoContrast>
            Shop Collection
          </Button>
          <Button
            renderRoot={(props) => <Link href="/login" {...props} />}
            size="lg"
            variant="outline"
            className={classes.secondary}
          >
            Login / Signup
          </Button>
        </div>
      </Container>
    </section>
  );
}
