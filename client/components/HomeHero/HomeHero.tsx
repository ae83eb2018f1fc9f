import { Button, Container } from '@mantine/core';
import { Link } from 'wouter';
import { BrandLogo } from '../BrandLogo/BrandLogo.tsx';
import { HeroVideo } from '../HeroVideo/HeroVideo.tsx';
import classes from './HomeHero.module.css';
import { pathTo } from '../../../src/page-routes.ts';
import { Trans } from '@lingui/react/macro';

/**
 * The visitor landing's opening (spec section 2): a full-screen film of one of our artworks behind the
 * brand and the two ways in. The film's first frame stands in wherever the film cannot or should not play.
 */
export function HomeHero() {
  return (
    <section className={classes.hero} aria-labelledby="home-hero-title">
      {/* The largest paint of the landing page: its poster loads first, not lazily. */}
      <HeroVideo className={classes.backdrop} priority />
      <div className={classes.shade} aria-hidden="true" />
      <Container className={classes.content}>
        <BrandLogo tone="light" size="lg" />
        <h1 id="home-hero-title" className={classes.title}>
          <Trans>
            Art that gives a room <em>its voice</em>
          </Trans>
        </h1>
        <p className={classes.lead}>
          <Trans>
            Curated canvas prints for homes and offices: gallery-wrapped, printed with archival inks and stretched by
            hand, ready to hang the day they arrive.
          </Trans>
        </p>
        <div className={classes.actions}>
          <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} size="lg" color="bronze.4" autoContrast>
            <Trans>Shop Collection</Trans>
          </Button>
          <Button
            renderRoot={(props) => <Link href={pathTo('login')} {...props} />}
            size="lg"
            variant="outline"
            className={classes.secondary}
          >
            <Trans>Login / Signup</Trans>
          </Button>
        </div>
      </Container>
      <span className={classes.scrollCue} aria-hidden="true">
        <Trans>Scroll</Trans>
      </span>
    </section>
  );
}
