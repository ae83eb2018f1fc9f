import '@mantine/core/styles/Tabs.layer.css';
import { Loader, Tabs } from '@mantine/core';
import {
  IconAddressBook,
  IconChartBar,
  IconCreditCardPay,
  IconMail,
  IconPackage,
  IconReceipt,
  IconRotateClockwise,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import { AdminShell } from '../components/AdminShell/AdminShell.tsx';
import { CouponsTab } from './admin/CouponsTab.tsx';
import { CustomersTab } from './admin/CustomersTab.tsx';
import { MessagesTab } from './admin/MessagesTab.tsx';
import { OrdersTab } from './admin/OrdersTab.tsx';
import { PremiumCustomersTab } from './admin/PremiumCustomersTab.tsx';
import { ProductsTab } from './admin/ProductsTab.tsx';
import { ReturnsTab } from './admin/ReturnsTab.tsx';
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
 * can link to /admin?tab=returns.
 */
const TABS = [
  { value: 'overview', label: 'Overview', icon: IconChartBar, panel: OverviewTab },
  { value: 'customers', label: 'Customers', icon: IconAddressBook, panel: CustomersTab },
  { value: 'premium', label: 'Premium Customers', icon: IconUsers, panel: PremiumCustomersTab },
  { value: 'vpn', label: 'VPN Whitelist', icon: IconShieldCheck, panel: VpnWhitelistTab },
  { value: 'coupons', label: 'Coupon Management', icon: IconCreditCardPay, panel: CouponsTab },
  { value: 'products', label: 'Products', icon: IconPackage, panel: ProductsTab },
  { value: 'orders', label: 'Orders', icon: IconReceipt, panel: OrdersTab },
  { value: 'returns', label: 'Returns', icon: IconRotateClockwise, panel: ReturnsTab },
  { value: 'messages', label: 'Messages', icon: IconMail, panel: MessagesTab },
] as const;

/** /admin (spec section 2): the shop's figures, customers, premium tiers, the VPN whitelist, coupons, products, orders, returns and messages. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((candidate) => candidate.value === params.get('tab'))?.value ?? TABS[0].value;

  return (
    <AdminShell title="Admin Dashboard" lead="The shop's figures, customers and premium tiers, the VPN whitelist, coupons, products, orders, returns and messages">
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        classNames={{ list: classes.tabList, tab: classes.tab }}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map(({ value, label, icon: TabIcon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} stroke={1.5} aria-hidden="true" />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, panel: Panel }) => (
          <Tabs.Panel key={value} value={value} className={classes.tabPanel}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminShell>
  );
}
