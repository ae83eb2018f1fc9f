import { ActionIcon, Avatar } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../hooks/useCurrentUser.ts';
import { pathTo } from '../../../src/page-routes.ts';
import { useLingui } from '@lingui/react/macro';

/** Spec section 2: the account home (/) for a signed-in customer, the login page for a visitor. */
export function AccountButton({ user }: { user: CurrentUser | null }) {
  const href = user ? pathTo('home') : pathTo('login');
  const { t } = useLingui();
  const label = user ? t`My account` : t`Sign in`;
  return (
    <ActionIcon
      renderRoot={(props) => <Link href={href} {...props} />}
      variant="subtle"
      color="charcoal"
      size={40}
      radius="xl"
      aria-label={label}
      title={label}
    >
      {user?.profileImageUrl ? (
        <Avatar src={user.profileImageUrl} alt="" size={28} />
      ) : (
        <IconUser size={22} stroke={1.4} />
      )}
    </ActionIcon>
  );
}
