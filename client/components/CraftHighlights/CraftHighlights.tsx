import { Container } from '@mantine/core';
import { IconDroplet, IconFrame, IconHandFinger, IconMapPin } from '@tabler/icons-react';
import classes from './CraftHighlights.module.css';

/** What makes every print museum-quality; shared by the landing page and the about page. */
const CRAFT = [
  {
    Icon: IconFrame,
    title: 'Gallery-wrapped canvas',
    text: 'The image continues around the edges of a 1.25-inch stretcher bar, so each piece hangs clean without a frame.',
  },
  {
    Icon: IconDroplet,
    title: 'Archival inks',
    text: 'Pigment inks on fine-art canvas hold deep blacks and subtle tones, and resist fading for generations.',
  },
  {
    Icon: IconHandFinger,
    title: 'Hand-stretched frames',
    text: 'Every canvas is stretched by hand over solid wood bars for a taut, even surface that stays true.',
  },
  {
    Icon: IconMapPin,
    title: 'Curated in Miami',
    text: 'Our Florida studio selects each work for the way it lives in a room, from a reading nook to a boardroom.',
  },
] as const;

export function CraftHighlights() {
  return (
    <section className={classes.section} aria-label="Our craft">
      <Container>
        <ul className={classes.list}>
          {CRAFT.map(({ Icon, title, text }) => (
            <li key={title} className={classes.item}>
              <Icon className={classes.icon} size={28} stroke={1.1} aria-hidden="true" />
              <h3 className={classes.title}>{title}</h3>
              <p className={classes.text}>{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
