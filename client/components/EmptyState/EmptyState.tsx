import type { ReactNode } from 'react';
import classes from './EmptyState.module.css';

interface EmptyStateProps {
  /** A line icon in a ring above the title; none for a state that only asks something of the shopper. */
  icon?: ReactNode;
  title: string;
  text: string;
  /** The ways on: one or two buttons. */
  children: ReactNode;
  /** Inside a card (the account home) rather than across a page. */
  compact?: boolean;
}

/** What the account pages show where a list has nothing in it yet, or cannot be shown to a visitor. */
export function EmptyState({ icon, title, text, children, compact = false }: EmptyStateProps) {
  return (
    <div className={classes.root} data-compact={compact || undefined}>
      {icon && (
        <span className={classes.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={classes.title}>{title}</p>
      <p className={classes.text}>{text}</p>
      <div className={classes.actions}>{children}</div>
    </div>
  );
}
