import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'wouter';
import classes from './SectionHeading.module.css';

interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  /** The title's id, for the section's aria-labelledby. */
  titleId: string;
  /** An optional link on the right, e.g. View All. */
  action?: { label: string; href: string };
}

/** The heading of a landing-page section: small-caps eyebrow, serif title, and a quiet link to see more. */
export function SectionHeading({ eyebrow, title, titleId, action }: SectionHeadingProps) {
  return (
    <div className={classes.heading}>
      <div>
        <p className={classes.eyebrow}>{eyebrow}</p>
        <h2 id={titleId} className={classes.title}>{title}</h2>
      </div>
      {action && (
        <Link href={action.href} className={classes.action}>
          {action.label}
          <IconArrowRight size={16} stroke={1.4} />
        </Link>
      )}
    </div>
  );
}
