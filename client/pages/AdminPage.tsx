import '@mantine/core/styles/Tabs.layer.css';
import { Loader, Tabs } from '@mantine/core';
import {
  IconAddressBook,
  IconChartBar,
  IconCreditCardPay,
  IconGift,
  IconHistory,
  IconMail,
  IconPackage,
  IconReceipt,
  IconRotateClockwise,
  IconShieldCheck,
  IconStar,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import { AdminShell } from '../components/AdminShell/AdminShell.tsx';
import { useCurrentUser } from '../hooks/useCurrentUser.ts';
import { AuditTab } from './admin/AuditTab.tsx';
import { CouponsTab } from './admin/CouponsTab.tsx';
import { GiftCardsTab } from './admin/GiftCardsTab.tsx';
import { CustomersTab } from './admin/CustomersTab.tsx';
import { MessagesTab } from './admin/MessagesTab.tsx';
import { OrdersTab } from './admin/OrdersTab.tsx';
import { PremiumCustomersTab } from './admin/PremiumCustomersTab.tsx';
import { ProductsTab } from './admin/ProductsTab.tsx';
import { ReturnsTab } from './admin/ReturnsTab.tsx';
import { ReviewsTab } from './admin/ReviewsTab.tsx';
import { VpnWhitelistTab } from './admin/VpnWhitelistTab.tsx';
import listClasses from './admin/AdminList.module.css';
import classes from './AdminPage.module.css';

/** The charts' library (recharts) is the dashboard's largest: it loads when the Overview is opened, for no other tab. */
const LazyOverviewTab = lazy(async () => ({ default: (await import('./admin/OverviewTab.tsx')).OverviewTab }));

function OverviewTab() {
  return (
    <Suspense
      fallback={
        <div className={listClasses.loading} aria-busy="true">
          <Loader size="sm" color="bronze" /> Loading the overview…
        </div>
      }
    >
      <LazyOverviewTab />
    </Suspense>
  );
}

/**
 * The tabs: the shop's figures first, then the spec's order; `?tab=` names one, so support's e-mails
 * can link to /admin?tab=returns. `support`: support staff see the tab too (the server decides what
 * they may do in it).
 */
const TABS = [
  { value: 'overview', label: 'Overview', icon: IconChartBar, panel: OverviewTab, support: false },
  { value: 'customers', label: 'Customers', icon: IconAddressBook, panel: CustomersTab, support: true },
  { value: 'premium', label: 'Premium Customers', icon: IconUsers, panel: PremiumCustomersTab, support: true },
  { value: 'vpn', label: 'VPN Whitelist', icon: IconShieldCheck, panel: VpnWhitelistTab, support: false },
  { value: 'coupons', label: 'Coupon Management', icon: IconCreditCardPay, panel: CouponsTab, support: false },
  { value: 'gift-cards', label: 'Gift Cards', icon: IconGift, panel: GiftCardsTab, support: false },
  { value: 'products', label: 'Products', icon: IconPackage, panel: ProductsTab, support: false },
  { value: 'orders', label: 'Orders', icon: IconReceipt, panel: OrdersTab, support: true },
  { value: 'returns', label: 'Returns', icon: IconRotateClockwise, panel: ReturnsTab, support: true },
  { value: 'reviews', label: 'Reviews', icon: IconStar, panel: ReviewsTab, support: true },
  { value: 'messages', label: 'Messages', icon: IconMail, panel: MessagesTab, support: true },
  { value: 'audit', label: 'Audit', icon: IconHistory, panel: AuditTab, support: false },
] as const;

/** /admin (spec section 2): the shop's figures, customers, premium tiers, the VPN whitelist, coupons, gift cards, products, orders, returns, reviews, messages and the audit trail. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const tabs = TABS.filter((candidate) => user?.staffRole === 'admin' || candidate.support);
  const tab = tabs.find((candidate) => candidate.value === params.get('tab'))?.value ?? tabs[0]!.value;
  const lead =
    user?.staffRole === 'support'
      ? 'Customers, orders, returns and messages: decide returns, resend e-mails and answer messages'
      : "The shop's figures, customers and premium tiers, the VPN whitelist, coupons, gift cards, products, orders, returns, reviews, messages and the audit trail";

  return (
    <AdminShell title="Admin Dashboard" lead={lead} access="staff">
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        classNames={{ list: classes.tabList, tab: classes.tab }}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map(({ value, label, icon: TabIcon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} stroke={1.5} aria-hidden="true" />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value, panel: Panel }) => (
          <Tabs.Panel key={value} value={value} className={classes.tabPanel}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminShell>
  );
}
