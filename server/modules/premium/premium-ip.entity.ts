import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, serialId, updatedAt } from '../columns.ts';
import { UserSchema } from '../user/user.entity.ts';

/** A premium customer's whitelisted VPN address (or CIDR range), exempt from location blocking. */
export const PremiumIpSchema = defineEntity({
  name: 'PremiumIp',
  tableName: 'premium_ips',
  properties: {
    id: serialId(),
    user: () => p.manyToOne(UserSchema).ref().deleteRule('cascade').index(),
    ipAddress: p.string().length(45).index(),
    ipRange: p.string().length(50).nullable(),
    vpnProvider: p.string().length(100).nullable(),
    reason: p.text().nullable(),
    isActive: p.boolean().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type PremiumIp = InferEntity<typeof PremiumIpSchema>;
