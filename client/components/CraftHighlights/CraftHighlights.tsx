import { Container } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconDroplet, IconFrame, IconHandFinger, IconMapPin } from '@tabler/icons-react';
import classes from './CraftHighlights.module.css';

/** What makes every print museum-quality; shared by the landing page and the about page. */
const CRAFT = [
  {
    Icon: IconFrame,
    title: msg`Gallery-wrapped canvas`,
    text: msg`The image continues around the edges of a 1.25-inch stretcher bar, so each piece hangs clean without a frame.`,
  },
  {
    Icon: IconDroplet,
    title: msg`Archival inks`,
    text: msg`Pigment inks on fine-art canvas hold deep blacks and subtle tones, and resist fading for generations.`,
  },
  {
    Icon: IconHandFinger,
    title: msg`Hand-stretched frames`,
    text: msg`Every canvas is stretched by hand over solid wood bars for a taut, even surface that stays true.`,
  },
  {
    Icon: IconMapPin,
    title: msg`Curated in Miami`,
    text: msg`Our Florida studio selects each work for the way it lives in a room, from a reading nook to a boardroom.`,
  },
] as const;

export function CraftHighlights() {
  const { t, i18n } = useLingui();
  return (
    <section className={classes.section} aria-label={t`Our craft`}>
      <Container>
        <ul className={classes.list}>
          {CRAFT.map(({ Icon, title, text }) => (
            <li key={title.id} className={classes.item}>
              <Icon className={classes.icon} size={28} stroke={1.1} aria-hidden="true" />
              <h3 className={classes.title}>{i18n._(title)}</h3>
              <p className={classes.text}>{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
