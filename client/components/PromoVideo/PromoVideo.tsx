import { IconArrowUpRight } from '@tabler/icons-react';
import { HeroVideo } from '../HeroVideo/HeroVideo.tsx';
import { VIDEO_PLAYLIST_URL } from '../SocialLinks/SocialLinks.tsx';
import classes from './PromoVideo.module.css';
import { Trans } from '@lingui/react/macro';

/**
 * The catalogue's promo block (spec section 2): the brand film in a gallery frame beside a short
 * introduction and the link to the studio's playlist. Loads only when scrolled near.
 */
export function PromoVideo() {
  return (
    <section className={classes.block} aria-labelledby="promo-video-title">
      <div className={classes.copy}>
        <p className={classes.eyebrow}>
          <Trans>From the studio</Trans>
        </p>
        <h2 id="promo-video-title" className={classes.title}>
          <Trans>
            Light, slowly, <em>on canvas</em>
          </Trans>
        </h2>
        <p className={classes.text}>
          <Trans>
            Every print starts as a study of light. Watch how our pieces are printed with archival pigment inks,
            stretched by hand over solid wood and finished for the wall.
          </Trans>
        </p>
        <a className={classes.playlist} href={VIDEO_PLAYLIST_URL} {...(VIDEO_PLAYLIST_URL.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          <Trans>Watch the playlist</Trans> <IconArrowUpRight size={15} stroke={1.5} />
        </a>
      </div>
      <div className={classes.frame}>
        <div className={classes.screen}>
          <HeroVideo />
        </div>
      </div>
    </section>
  );
}
