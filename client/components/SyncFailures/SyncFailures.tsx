import { IconAlertTriangle } from '@tabler/icons-react';
import type { FailedImport } from '../../../src/printify.ts';
import classes from './SyncFailures.module.css';

/**
 * The products the last catalogue sync could not import (the admin Products tab, /printify-admin):
 * each by its title, with the reason and its Printify id, which is what the admin fixes at Printify
 * before syncing again. Nothing when every product came in.
 */
export function SyncFailures({ failed }: { failed: readonly FailedImport[] }) {
  if (failed.length === 0) return null;
  return (
    <section className={classes.box} aria-labelledby="sync-failures-title">
      <h3 id="sync-failures-title" className={classes.title}>
        <IconAlertTriangle size={18} stroke={1.5} aria-hidden="true" className={classes.icon} />
        {failed.length === 1 ? 'One product was not imported' : `${failed.length} products were not imported`}
      </h3>
      <p className={classes.lead}>The last sync brought in every other product. Correct these at Printify, then sync again.</p>
      <ul className={classes.list}>
        {failed.map((product) => (
          <li key={product.id} className={classes.item}>
            <p className={classes.name}>{product.title}</p>
            <p className={classes.reason}>{product.reason}</p>
            <p className={classes.id}>Printify id {product.id}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
