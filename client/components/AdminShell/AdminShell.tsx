import { Container, Loader } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useCurrentUser } from '../../hooks/useCurrentUser.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { notify } from '../../notify.ts';
import classes from './AdminShell.module.css';
import { pathTo } from '../../../src/page-routes.ts';

/** Spec sections 8, 9: a visitor is sent to sign in 1.5 s after the toast. */
const ACCESS_DENIED_REDIRECT_MS = 1500;

export interface AdminShellProps {
  title: string;
  /** A line under the title, before "signed in as …". */
  lead: string;
  /** A link back, e.g. from /printify-admin to the dashboard's Products tab. */
  back?: { href: string; label: string };
  /** Who may use the page: admins only (default), or support staff too (the dashboard, whose tabs follow the role). */
  access?: 'admins' | 'staff';
  children: ReactNode;
}

/**
 * The frame of every admin page (/admin, /printify-admin, /email-test) and its guard. A visitor gets
 * the 'Access Denied' toast and goes to sign in; a signed-in customer (or support staff on an admins'
 * page) gets a page saying who it is for, never the tool. The server refuses every admin call anyway
 * (401/403): this only decides what the page shows.
 */
export function AdminShell({ title, lead, back, access = 'admins', children }: AdminShellProps) {
  usePageTitle(title);
  const { user, isLoading } = useCurrentUser();
  const visitor = !isLoading && !user;
  const allowed = user?.staffRole === 'admin' || (access === 'staff' && user?.staffRole === 'support');

  useEffect(() => {
    if (!visitor) return;
    notify.error('Access Denied', 'Please sign in with an administrator account to continue.');
    const timer = window.setTimeout(() => window.location.assign('/api/login'), ACCESS_DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [visitor]);

  if (isLoading || !user) {
    return (
      <div className={classes.waiting} aria-busy="true">
        <Loader color="bronze" size="sm" />
        <p>{isLoading ? 'Checking your access…' : 'Taking you to sign in…'}</p>
      </div>
    );
  }
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container className={classes.headerInner}>
          {back && (
            <Link href={back.href} className={classes.back}>
              <IconArrowLeft size={15} stroke={1.4} aria-hidden="true" />
              {back.label}
            </Link>
          )}
          <p className={classes.eyebrow}>Administration</p>
          <h1 className={classes.title}>{title}</h1>
          <p className={classes.signedIn}>
            {/* What the tool does is for administrators only. */}
            {allowed && <>{lead} &middot; </>}signed in as <strong>{user.email}</strong>
            {user.staffRole === 'support' && <> (support)</>}
          </p>
        </Container>
      </header>
      <Container className={classes.body}>
        {allowed ? (
          children
        ) : user.staffRole === 'support' ? (
          <AdminNotice icon={<IconLock size={28} stroke={1.2} />} title="Administrators only">
            <p>
              You are signed in as <strong>{user.email}</strong>, a support account: this page is for administrators. The{' '}
              <Link href={pathTo('admin')}>dashboard</Link> has the orders, customers, returns and messages you can work with.
            </p>
          </AdminNotice>
        ) : (
          <AdminNotice icon={<IconLock size={28} stroke={1.2} />} title="Administrators only">
            <p>
              You are signed in as <strong>{user.email}</strong>, which is not an administrator account. Ask the shop owner to add your address to the
              administrators if you should have access.
            </p>
          </AdminNotice>
        )}
      </Container>
    </div>
  );
}

/** A calm, centred message in place of a tool: not an administrator, a service not configured. */
export function AdminNotice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className={classes.notice}>
      <span className={classes.noticeIcon} aria-hidden="true">
        {icon}
      </span>
      <h2 className={classes.noticeTitle}>{title}</h2>
      <div className={classes.noticeText}>{children}</div>
    </section>
  );
}
