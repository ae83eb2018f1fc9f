import classes from './Stars.module.css';

/**
 * A rating as five stars, the filled part to the tenth (4.5 fills four and a half): drawn with text and a
 * clip, no icons or pictures, so the print's page pays nothing for them. `label` is what a screen reader says.
 */
export function Stars({ value, label, size = 'md' }: { value: number; label: string; size?: 'sm' | 'md' | 'lg' }) {
  const filled = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <span className={classes.stars} data-size={size} role="img" aria-label={label}>
      <span aria-hidden="true">★★★★★</span>
      <span className={classes.filled} style={{ width: filled }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
