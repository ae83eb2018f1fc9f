import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import { IconCrown, IconDiamond, IconMedal, IconUser, type Icon } from '@tabler/icons-react';
import type { PremiumStatus } from '../../../src/statuses.ts';
import listClasses from './AdminList.module.css';

/** Each tier with its colour and icon, so tiers read apart at a glance and without colour alone. */
export const TIERS: Record<PremiumStatus, { label: string; color: string; icon: Icon }> = {
  none: { label: 'Standard', color: 'charcoal', icon: IconUser },
  silver: { label: 'Silver', color: 'gray', icon: IconMedal },
  gold: { label: 'Gold', color: 'yellow', icon: IconCrown },
  platinum: { label: 'Platinum', color: 'indigo', icon: IconDiamond },
};

export const TIER_OPTIONS = (Object.keys(TIERS) as PremiumStatus[]).map((value) => ({ value, label: TIERS[value].label }));

export function TierBadge({ tier }: { tier: PremiumStatus }) {
  const { label, color, icon: TierIcon } = TIERS[tier];
  return (
    // A span: it stands in a line of text (a <p>) as often as on its own.
    <Badge
      component="span"
      className={listClasses.badge}
      variant={tier === 'none' ? 'outline' : 'light'}
      color={color}
      radius="xs"
      leftSection={<TierIcon size={12} stroke={1.8} aria-hidden="true" />}
    >
      {label}
    </Badge>
  );
}
