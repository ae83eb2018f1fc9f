import { Button, Container } from '@mantine/core';
import { Link } from 'wouter';
import { AboutHero } from '../components/AboutHero/AboutHero.tsx';
import { CraftHighlights } from '../components/CraftHighlights/CraftHighlights.tsx';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import classes from './AboutPage.module.css';
import { PAGES, pathTo } from '../../src/page-routes.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export function AboutPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(PAGES.about.name));
  return (
    <>
      <AboutHero />

      <section className={classes.story}>
        <Container size="md">
          <blockquote className={classes.quote}>
            <Trans>“We choose every piece by one test: would we be glad to live with it every day?”</Trans>
          </blockquote>
          <div className={classes.columns}>
            <p>
              <Trans>
                We started Canvas &amp; Light because the art most people could buy for their walls was either a mass-made
                poster or a gallery original out of reach. We wanted something in between: images chosen with a
                curator’s eye, reproduced with the fidelity of a museum print, at a price that lets a home or an
                office be furnished with art rather than decoration.
              </Trans>
            </p>
            <p>
              <Trans>
                Our collection ranges from quiet landscapes and sunlit waterfronts to abstract studies in colour and the
                cities of Europe and the USA. Each image is printed to order on fine-art canvas with archival pigment
                inks, then gallery-wrapped and hand-stretched over solid wood bars, so it arrives ready to hang.
              </Trans>
            </p>
            <p>
              <Trans>
                We work with interior designers, hotels, offices and collectors as well as people finishing a single
                room. Whatever the space, our Miami team is glad to help you choose a piece and a size that fits.
              </Trans>
            </p>
          </div>
        </Container>
      </section>

      <CraftHighlights />

      <section className={classes.closing}>
        <Container size="md" className={classes.closingInner}>
          <h2 className={classes.closingTitle}>
            <Trans>Find the piece that finishes the room</Trans>
          </h2>
          <p className={classes.closingText}>
            <Trans>Browse the collection, or tell us about your space and we will suggest a few works for it.</Trans>
          </p>
          <div className={classes.actions}>
            <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} size="lg">
              <Trans>Shop the Collection</Trans>
            </Button>
            <Button
              renderRoot={(props) => <Link href={pathTo('contact')} {...props} />}
              size="lg"
              variant="outline"
              color="charcoal.8"
            >
              <Trans>Contact Us</Trans>
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
