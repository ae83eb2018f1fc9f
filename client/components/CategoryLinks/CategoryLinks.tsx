import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { shopCategoryHref } from '../../site-links.ts';
import { trpc } from '../../trpc.ts';
import classes from './CategoryLinks.module.css';

/** All plus one link per category; the current one is marked. The full filter bar comes with the storefront issue. */
export function CategoryLinks({ active }: { active: string | null }) {
  const categories = trpc.shop.categories.list.useQuery();
  const nav = useRef<HTMLElement>(null);

  // On phones the row scrolls sideways: bring the current category into view, without moving the page.
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current) row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [active, categories.data]);

  const links = [
    { label: 'All', href: '/shop', current: active === null },
    ...(categories.data ?? []).map((category) => ({
      label: category.name,
      href: shopCategoryHref(category.name),
      current: category.name === active,
    })),
  ];
  return (
    <nav ref={nav} className={classes.links} aria-label="Categories">
      {links.map((link) => (
        <Link key={link.href} href={link.href} className={classes.link} aria-current={link.current ? 'page' : undefined}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
