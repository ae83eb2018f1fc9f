import { Container } from '@mantine/core';
import { HeroVideo } from '../HeroVideo/HeroVideo.tsx';
import classes from './AboutHero.module.css';
import { Trans } from '@lingui/react/macro';

/**
 * The opening of /about (spec section 2: the brand story with a hero video): the landing's film behind the
 * story's title, poster first and the film once the page has loaded (HeroVideo decides, and keeps the still
 * for reduced motion). The section's height is set by its own rules, never by the media, so nothing moves
 * when the film arrives.
 */
export function AboutHero() {
  return (
    <section className={classes.hero} aria-labelledby="about-title">
      {/* The first screen's largest paint: its poster loads first (the server preloads it too). */}
      <HeroVideo className={classes.backdrop} priority />
      <div className={classes.shade} aria-hidden="true" />
      <Container className={classes.content}>
        <p className={classes.eyebrow}>
          <Trans>Our story</Trans>
        </p>
        <h1 id="about-title" className={classes.title}>
          <Trans>
            Museum-quality art for the walls <em>you live with</em>
          </Trans>
        </h1>
        <p className={classes.lead}>
          <Trans>
            Canvas &amp; Light is a Miami, Florida company that curates premium canvas prints for homes and offices. We
            believe the art on a wall sets the tone of a room, and that it deserves the same care as the work in a gallery.
          </Trans>
        </p>
      </Container>
    </section>
  );
}
