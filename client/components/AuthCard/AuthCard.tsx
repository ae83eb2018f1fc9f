import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import type { Artwork } from '../../artwork.ts';
import classes from './AuthCard.module.css';

/** A catalogue artwork hung beside the form, with the wall label a gallery would give it. */
export interface AuthArtwork extends Artwork {
  title: string;
  /** Its collection, as the page names it (in its language). */
  collection: string;
  /** The part to keep when phones crop the artwork to a band, as a CSS object-position (e.g. "50% 75%"). */
  bandFocus: string;
}

interface AuthCardProps {
  artwork: AuthArtwork;
  /** The names of the steps, e.g. ["Details", "Verify"]; the active one is marked for screen readers too. */
  steps: readonly string[];
  /** Index into `steps`. */
  activeStep: number;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The way to the other page, e.g. "Already have an account? Log in". */
  footer: ReactNode;
}

/**
 * The frame of the sign-up and login pages: on wide screens an artwork hung on a gallery wall beside
 * the form; on phones a band of the artwork above it, so the form stays within reach.
 */
export function AuthCard({ artwork, steps, activeStep, eyebrow, title, intro, children, footer }: AuthCardProps) {
  const { t } = useLingui();
  const { collection } = artwork;
  return (
    <section className={classes.page} aria-labelledby="auth-title">
      <figure className={classes.wall} style={{ '--auth-band-focus': artwork.bandFocus } as CSSProperties}>
        <img
          className={classes.artwork}
          src={artwork.src}
          alt=""
          width={artwork.width}
          height={artwork.height}
          fetchPriority="high"
        />
        <figcaption className={classes.label}>
          <span className={classes.labelTitle}>{artwork.title}</span>
          <span className={classes.labelMeta}>
            <Trans>{collection} · Gallery-wrapped canvas</Trans>
          </span>
        </figcaption>
      </figure>

      <div className={classes.panel}>
        <div className={classes.card}>
          <ol className={classes.steps} aria-label={t`Progress`}>
            {steps.map((step, index) => (
              <li
                key={step}
                className={classes.step}
                data-state={index === activeStep ? 'active' : index < activeStep ? 'done' : 'todo'}
                aria-current={index === activeStep ? 'step' : undefined}
              >
                <span className={classes.stepNumber}>{String(index + 1).padStart(2, '0')}</span>
                {step}
              </li>
            ))}
          </ol>

          {/* Keyed by step, so each step's content settles in instead of swapping abruptly. */}
          <div key={activeStep} className={classes.body}>
            <p className={classes.eyebrow}>{eyebrow}</p>
            <h1 id="auth-title" className={classes.title}>
              {title}
            </h1>
            {intro && <div className={classes.intro}>{intro}</div>}
            {children}
          </div>

          <div className={classes.footer}>{footer}</div>
        </div>
      </div>
    </section>
  );
}
