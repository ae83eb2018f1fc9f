import '@mantine/charts/styles.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { BarChart, CompositeChart } from '@mantine/charts';
import { SegmentedControl } from '@mantine/core';
import { IconAlertTriangle, IconArrowDownRight, IconArrowRight, IconArrowUpRight, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { clientTypeGroupLabel, daysBetween, MAX_RANGE_DAYS, tierGroupLabel, type Overview, type OverviewTotals } from '../../../src/admin-overview.ts';
import { countryTerms } from '../../../src/countries.ts';
import { addDays, shopDate } from '../../../src/shop-time.ts';
import { LoadError } from '../../components/LoadError/LoadError.tsx';
import { formatPrice } from '../../format/price.ts';
import { trpc } from '../../trpc.ts';
import { AdminPanel, Loading } from './AdminList.tsx';
import { BackupNote } from './BackupNote.tsx';
import { ChartCard } from './ChartCard.tsx';
import { dayRange } from './day-range.ts';
import { DayFields } from './DayFields.tsx';
import classes from './OverviewTab.module.css';

/** The ranges a click away, each ending today: the default is the last 30 days, as the server's. */
const PRESETS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '12 months' },
];

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');
const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
/** A calendar day (YYYY-MM-DD) as "Nov 4"; a day has no zone, so it is read at UTC midnight. */
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
const rangeLabel = ({ from, to }: { from: string; to: string }) => `${dayLabel(from)} – ${dayLabel(to)}, ${to.slice(0, 4)}`;

/** The range on screen: a preset (the last n days to today) or the days typed. */
type Range = { preset: string } | { from: string; to: string };

/**
 * The Overview tab (`/admin?tab=overview`, the dashboard's first): the shop's figures for a range of
 * New York days against the days before it, and charts of what sold, where and to whom, each with its
 * figures as a table. Loaded with the charting library only when opened (AdminPage.tsx).
 */
export function OverviewTab() {
  const [range, setRange] = useState<Range>({ preset: '30' });
  const today = shopDate(new Date());
  const input = 'preset' in range ? { from: addDays(today, 1 - Number(range.preset)), to: today } : range;
  const overview = trpc.admin.overview.useQuery(input, { placeholderData: (previous) => previous });
  const [from, setFrom] = useState(input.from);
  const [to, setTo] = useState(input.to);

  const typed = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    const days = dayRange(nextFrom, nextTo);
    if (days.from && days.to && daysBetween(days.from, days.to) <= MAX_RANGE_DAYS) setRange({ from: days.from, to: days.to });
  };
  const days = dayRange(from, to);
  const toError = days.toError ?? (days.from && days.to && daysBetween(days.from, days.to) > MAX_RANGE_DAYS ? `At most ${MAX_RANGE_DAYS} days` : undefined);
  const preset = (value: string) => {
    setRange({ preset: value });
    setFrom(addDays(today, 1 - Number(value)));
    setTo(today);
  };

  return (
    <AdminPanel
      id="overview-title"
      title="Overview"
      lead="Sales in US dollars at each order's locked rate, net of refunds, by New York day, against the same number of days before."
    >
      {overview.data && <PrintAttentionNote count={overview.data.needsAttention} />}
      <BackupNote />
      <div className={classes.range} role="group" aria-label="Range">
        <SegmentedControl
          aria-label="Last"
          value={'preset' in range ? range.preset : ''}
          onChange={preset}
          data={PRESETS}
          color="bronze"
          size="sm"
        />
        <DayFields className={classes.date} labels={['From', 'To']} values={[from, to]} days={days} errors={[days.fromError, toError]} onChange={typed} />
      </div>

      {overview.isPending ? (
        <Loading what="the figures" />
      ) : overview.isError ? (
        <LoadError what="the figures" onRetry={() => void overview.refetch()} />
      ) : (
        <div className={classes.body} data-stale={overview.isPlaceholderData || undefined}>
          <Totals overview={overview.data} />
          <GiftCardFigures figures={overview.data.giftCards} />
          <Charts overview={overview.data} />
        </div>
      )}
    </AdminPanel>
  );
}

/** Print orders that need staff now (whatever the range), linking to the Orders tab filtered to them. */
function PrintAttentionNote({ count }: { count: number }) {
  if (count === 0) {
    return (
      <p className={classes.allClear}>
        <IconCircleCheck size={16} stroke={1.6} aria-hidden="true" /> Every paid print order is at Printify or on its way.
      </p>
    );
  }
  const one = count === 1;
  return (
    <div className={classes.attention} role="status">
      <IconAlertTriangle className={classes.attentionIcon} size={20} stroke={1.6} aria-hidden="true" />
      <p className={classes.attentionText}>
        <strong className={classes.attentionCount}>{count.toLocaleString('en-US')}</strong>{' '}
        <strong>print {one ? 'order needs' : 'orders need'} attention</strong>
        <span className={classes.attentionWhy}>
          {' '}
          · Printify refused {one ? 'it' : 'them'}, or {one ? 'it is' : 'they are'} not at Printify an hour after payment.
        </span>
      </p>
      <Link className={classes.attentionLink} href="/admin?tab=orders&needsAttention=true">
        Open {one ? 'it' : 'them'} in Orders <IconArrowRight size={14} stroke={1.8} aria-hidden="true" />
      </Link>
    </div>
  );
}

const TOTALS: { key: keyof OverviewTotals; label: string; money?: boolean; /** More is worse. */ inverse?: boolean }[] = [
  { key: 'netRevenue', label: 'Net revenue', money: true },
  { key: 'orders', label: 'Orders' },
  { key: 'averageOrderValue', label: 'Average order', money: true },
  { key: 'refunds', label: 'Refunds', money: true, inverse: true },
  { key: 'newCustomers', label: 'New customers' },
  { key: 'returnRequests', label: 'Return requests', inverse: true },
];

function Totals({ overview }: { overview: Overview }) {
  const before = rangeLabel(overview.previousRange);
  return (
    <div>
      <p className={classes.period}>
        {rangeLabel(overview.range)} · {overview.range.days} {overview.range.days === 1 ? 'day' : 'days'}, against {before}
      </p>
      <dl className={classes.totals}>
        {TOTALS.map(({ key, label, money, inverse }) => {
          const now = Number(overview.totals[key]);
          const then = Number(overview.previousTotals[key]);
          const show = (value: string | number) => (money ? formatPrice(String(value)) : count.format(Number(value)));
          const change = then === 0 ? null : Math.round(((now - then) / Math.abs(then)) * 100);
          const tone = now === then ? 'flat' : (now > then) !== Boolean(inverse) ? 'good' : 'bad';
          return (
            <div key={key} className={classes.total}>
              <dt>{label}</dt>
              <dd className={classes.totalValue}>{show(overview.totals[key])}</dd>
              <dd className={classes.delta} data-tone={tone}>
                {now !== then && (now > then ? <IconArrowUpRight size={14} aria-hidden="true" /> : <IconArrowDownRight size={14} aria-hidden="true" />)}
                {change === null ? (now === 0 ? 'None either before' : 'None before') : now === then ? 'Same as before' : `${change > 0 ? '+' : ''}${change}%`}
                <span className={classes.deltaWas}> · was {show(overview.previousTotals[key])}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/** All time, whatever the range: what the cards still hold is money the shop owes. */
function GiftCardFigures({ figures }: { figures: Overview['giftCards'] }) {
  return (
    <p className={classes.giftCards}>
      <span>
        Gift cards, all time: <strong>{formatPrice(figures.outstanding)} outstanding</strong> (owed to card holders) · {formatPrice(figures.sold)} sold ·{' '}
        {formatPrice(figures.spent)} spent
      </span>
      <Link className={classes.attentionLink} href="/admin?tab=gift-cards">
        Gift Cards <IconArrowRight size={14} stroke={1.8} aria-hidden="true" />
      </Link>
    </p>
  );
}

const BAR_PROPS = { tickLine: 'none', gridAxis: 'none', withTooltip: true, barProps: { radius: 1 } } as const;

/** A list as horizontal bars: one bar per row, its name beside it. */
function Bars({ data, name, series, money, labelWidth = 150 }: { data: Record<string, unknown>[]; name: string; series: string; money?: boolean; labelWidth?: number }) {
  return (
    <BarChart
      {...BAR_PROPS}
      h={Math.max(120, data.length * 34 + 30)}
      data={data}
      dataKey={name}
      orientation="vertical"
      series={[{ name: series, color: 'bronze.6', label: money ? 'Net revenue' : 'Prints sold' }]}
      valueFormatter={(value) => (money ? dollars.format(value) : count.format(value))}
      yAxisProps={{ width: labelWidth, interval: 0 }}
      xAxisProps={{ tickFormatter: (value: number) => (money ? compactDollars.format(value) : count.format(value)) }}
    />
  );
}

function Charts({ overview }: { overview: Overview }) {
  const daily = overview.daily.map((row) => ({ day: dayLabel(row.day), revenue: Number(row.netRevenue), orders: row.orders }));
  const sold = overview.daily.some((row) => row.orders > 0);
  const salesColumns = ['', 'Orders', 'Net revenue'];
  return (
    <div className={classes.charts}>
      <ChartCard
        wide
        title="Net revenue and orders per day"
        note="Bars: net revenue (left scale). Line: orders (right scale)."
        empty="No sales in these days."
        table={{
          columns: ['Day', 'Orders', 'Net revenue'],
          rows: sold ? overview.daily.map((row) => [dayLabel(row.day), row.orders, formatPrice(row.netRevenue)]) : [],
        }}
      >
        <CompositeChart
          h={260}
          data={daily}
          dataKey="day"
          withRightYAxis
          tickLine="none"
          gridAxis="y"
          withLegend
          legendProps={{ verticalAlign: 'top', height: 36 }}
          maxBarWidth={28}
          withDots={false}
          curveType="linear"
          valueFormatter={(value) => count.format(value)}
          yAxisProps={{ tickFormatter: (value: number) => compactDollars.format(value), width: 64 }}
          rightYAxisProps={{ allowDecimals: false, width: 40 }}
          xAxisProps={{ minTickGap: 18 }}
          series={[
            { name: 'revenue', label: 'Net revenue ($)', type: 'bar', color: 'bronze.4' },
            { name: 'orders', label: 'Orders', type: 'line', color: 'charcoal.8', yAxisId: 'right' },
          ]}
        />
      </ChartCard>

      <ChartCard
        title="Sales by client type"
        note="Who the customer buys for, as given at sign-up."
        empty="No sales in these days."
        table={{ columns: ['Client type', ...salesColumns.slice(1)], rows: overview.byClientType.map((row) => [clientTypeGroupLabel(row.clientType), row.orders, formatPrice(row.netRevenue)]) }}
      >
        <Bars data={overview.byClientType.map((row) => ({ group: clientTypeGroupLabel(row.clientType), revenue: Number(row.netRevenue) }))} name="group" series="revenue" money />
      </ChartCard>

      <ChartCard
        title="Revenue by premium tier"
        note="By each customer's tier today; guests have none."
        empty="No sales in these days."
        table={{ columns: ['Tier', ...salesColumns.slice(1)], rows: overview.byTier.map((row) => [tierGroupLabel(row.tier), row.orders, formatPrice(row.netRevenue)]) }}
      >
        <Bars data={overview.byTier.map((row) => ({ tier: tierGroupLabel(row.tier), revenue: Number(row.netRevenue) }))} name="tier" series="revenue" money />
      </ChartCard>
      <ChartCard
        title="Sales by country"
        note="Where the orders shipped: the ten largest."
        empty="No sales in these days."
        table={{ columns: ['Country', ...salesColumns.slice(1)], rows: overview.byCountry.map((row) => [countryName(row.country), row.orders, formatPrice(row.netRevenue)]) }}
      >
        <Bars data={overview.byCountry.map((row) => ({ country: countryName(row.country), revenue: Number(row.netRevenue) }))} name="country" series="revenue" money />
      </ChartCard>

      <ChartCard
        title="Best-selling sizes"
        note="Prints sold by canvas size, the ten most."
        empty="No prints sold in these days."
        table={{ columns: ['Size', 'Prints sold', 'Sales'], rows: overview.topSizes.map((row) => [row.size ?? 'One size', row.quantity, formatPrice(row.sales)]) }}
      >
        <Bars data={overview.topSizes.map((row) => ({ size: row.size ?? 'One size', quantity: row.quantity }))} name="size" series="quantity" />
      </ChartCard>

      <ChartCard
        wide
        title="Best-selling prints"
        note="Prints sold, the ten most; sales at the prices paid, before discounts."
        empty="No prints sold in these days."
        table={{ columns: ['Print', 'Prints sold', 'Sales'], rows: overview.topPrints.map((row) => [row.title, row.quantity, formatPrice(row.sales)]) }}
      >
        <Bars data={overview.topPrints.map((row) => ({ print: row.title, quantity: row.quantity }))} name="print" series="quantity" labelWidth={220} />
      </ChartCard>

    </div>
  );
}

/** "DE" as "Germany" (the checkout's names); a code the shop does not ship to stays as it is. */
const countryName = (code: string) => countryTerms(code)?.name ?? code;
