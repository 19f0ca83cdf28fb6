import { LiteAnchor, LiteGroup, LitePaper, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { DataTable } from '../../../components/data-table';
import { PageButtons } from '../../../components/list-pager';
import { Skeleton } from '../../../components/skeleton';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/router-link';
import { ErrorState } from '../../../components/error-state';
import { useSession } from '../../../lib/use-session';
import { actionHistoryQuery, isHistoryComplete } from '../api/event-queries';
import { formatMoney } from '../../../lib/money-format';
import { paymentInWords, sourceInWords } from '../model/purchase-words';
import { loadedPurchaseEvents, summarisePurchases, type PurchaseSummary } from '../model/purchases';
import { mergeTimelinePages, type TimelinePage } from '../model/timeline-pages';
import { timelineSearchOf } from '../model/timeline-params';
import { CHARGE_ACTION, PRODUCT_ACTION } from '../model/timeline-rows';
import { DateTime } from '../../../components/date-time';
import { appPath } from '../../../lib/app-path';
import classes from './profile-purchases-page.module.css';

const ORDERS_PER_PAGE = 20;
const HOUR_MS = 3_600_000;
/** The progress bar's height, kept as a blank once the history is complete. */
const PROGRESS_HEIGHT = 8;

/**
 * A profile's purchase history: lifetime revenue by currency, every order, most bought products. Both listings
 * stream in newest first (a long history takes many requests): the newest orders show with the first pages and
 * the rest fills in under a progress bar, every figure marked "so far (partial)" until the whole history is in.
 */
export function ProfilePurchasesPage() {
  const clientId = Number(useParams().id);
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const chargePages = useQuery(actionHistoryQuery(workspaceGuid, clientId, CHARGE_ACTION));
  const productPages = useQuery(actionHistoryQuery(workspaceGuid, clientId, PRODUCT_ACTION));
  // Each streamed page re-summarises and re-renders the whole history. Deferred, that work runs as a background
  // render React splits into short slices, instead of one long task per page that a phone cannot respond during
  // (docs/decisions/0103-streamed-purchase-history.md).
  const charges = useDeferredValue(chargePages.data);
  const products = useDeferredValue(productPages.data);
  const { refetch: refetchCharges } = chargePages;
  const { refetch: refetchProducts } = productPages;
  const retry = useCallback(
    () => void Promise.all([refetchCharges(), refetchProducts()]),
    [refetchCharges, refetchProducts],
  );
  return (
    <PurchaseHistory
      clientId={clientId}
      chargeHistory={charges}
      productHistory={products}
      error={chargePages.error ?? productPages.error}
      onRetry={retry}
    />
  );
}

interface PurchaseHistoryProps {
  clientId: number;
  chargeHistory: TimelinePage[] | undefined;
  productHistory: TimelinePage[] | undefined;
  error: Error | null;
  onRetry: () => void;
}

/** Memoised: the page's urgent re-render (a new page arrived, not yet deferred) skips it. */
const PurchaseHistory = memo(function PurchaseHistory({
  clientId,
  chargeHistory,
  productHistory,
  error,
  onRetry,
}: PurchaseHistoryProps) {
  const chargeEvents = useMemo(() => (chargeHistory ? mergeTimelinePages(chargeHistory) : undefined), [chargeHistory]);
  const productEvents = useMemo(
    () => (productHistory ? mergeTimelinePages(productHistory) : undefined),
    [productHistory],
  );
  const loaded = useMemo(
    () =>
      chargeEvents && productEvents && chargeHistory && productHistory
        ? loadedPurchaseEvents(
            { events: chargeEvents, complete: isHistoryComplete(chargeHistory) },
            { events: productEvents, complete: isHistoryComplete(productHistory) },
          )
        : undefined,
    [chargeEvents, productEvents, chargeHistory, productHistory],
  );
  const summary = useMemo(() => (loaded ? summarisePurchases(loaded.charges, loaded.products) : undefined), [loaded]);
  const [page, setPage] = useState(1);

  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  const reachedMs = loaded?.reachedMs;
  if (!summary || (reachedMs !== undefined && summary.orders.length === 0)) {
    return (
      <LiteStack gap="sm" aria-busy="true" aria-label="Loading purchases">
        {/* The status line from the start, so the page under it never moves down when it comes. */}
        <HistoryProgress complete={false} reachedMs={reachedMs} orders={0} />
        <Skeleton height={90} />
        <Skeleton height={240} />
      </LiteStack>
    );
  }
  if (summary.orders.length === 0) {
    return (
      <LitePaper withBorder p="lg" radius="md">
        <LiteText fw={600}>No purchases recorded for this profile.</LiteText>
        <LiteText size="sm" c="dimmed">
          Purchases are the profile&apos;s transactions (each one records a transaction.charge event and a product.buy
          event per product).
        </LiteText>
      </LitePaper>
    );
  }

  const pages = Math.ceil(summary.orders.length / ORDERS_PER_PAGE);
  const shown = summary.orders.slice((page - 1) * ORDERS_PER_PAGE, page * ORDERS_PER_PAGE);
  // The first page's orders whose charge is in but whose products are still coming hold their rows' place, so
  // nothing under the table moves when they arrive.
  const placeholders =
    page === 1 ? Math.max(0, Math.min(ORDERS_PER_PAGE, chargeEvents?.length ?? 0) - shown.length) : 0;
  // Until the oldest order is in, every figure is a partial sum, and says so.
  const partial = reachedMs !== undefined;
  const soFar = partial ? ' so far (partial)' : '';
  return (
    <LiteStack gap="lg" aria-busy={partial}>
      <HistoryProgress complete={!partial} reachedMs={reachedMs} orders={summary.orders.length} />
      <PurchaseTotals summary={summary} reachedMs={reachedMs} soFar={soFar} />

      <section aria-labelledby="orders-title">
        <LiteTitle order={2} size="h4" id="orders-title" mb="xs">
          Orders
        </LiteTitle>
        <DataTable label="Orders" striped minWidth={600}>
          <thead>
            <tr>
              <th>Date</th>
              <th>Order</th>
              <th>Products</th>
              <th data-numeric>Revenue</th>
              <th>Source</th>
              <th>Payment</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((order) => {
              const inTimeline = timelineSearchOf({
                range: 'custom',
                from: order.ms - HOUR_MS,
                to: order.ms + HOUR_MS,
                actions: [],
                open: chargeEvents?.find((c) => c.ms === order.ms && c.event.params?.orderId === order.orderId)?.key,
              });
              return (
                <tr key={`${order.orderId}-${order.ms}`}>
                  <td>
                    <DateTime value={order.time} />
                  </td>
                  <td>
                    <LiteAnchor
                      component={Link}
                      to={appPath(`/profiles/${clientId}/events?${inTimeline.toString()}`)}
                      size="sm"
                      ff="monospace"
                    >
                      {order.orderId}
                    </LiteAnchor>
                  </td>
                  <td>
                    <LiteText size="sm" lineClamp={2}>
                      {order.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ') || '—'}
                    </LiteText>
                  </td>
                  <td data-numeric>{formatMoney(order.revenue, order.currency)}</td>
                  <td>{sourceInWords(order.source) ?? '—'}</td>
                  <td>{paymentInWords(order.paymentMethod) ?? '—'}</td>
                </tr>
              );
            })}
            {Array.from({ length: placeholders }, (_, at) => (
              <tr key={`pending-${at}`} aria-hidden="true">
                <td colSpan={6}>
                  <Skeleton height={20} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        {/* While older orders load, the pager is there from the start: its coming would move what is under it. */}
        {(pages > 1 || partial) && (
          <LiteGroup justify="center" mt="sm">
            <PageButtons
              total={Math.max(pages, 1)}
              page={page}
              onPage={setPage}
              pageLabel={(p) => `Orders page ${p}`}
            />
          </LiteGroup>
        )}
      </section>
      <TopProducts products={summary.topProducts} soFar={soFar} />
    </LiteStack>
  );
});

/** The totals: how many orders and over what dates, then the revenue in each currency. */
function PurchaseTotals({
  summary,
  reachedMs,
  soFar,
}: {
  summary: PurchaseSummary;
  reachedMs: number | undefined;
  soFar: string;
}) {
  return (
    <div className={classes.totals}>
      <LitePaper withBorder p="md" radius="md">
        <LiteText size="xs" c="dimmed" tt="uppercase" fw={600} className={classes.twoLines}>
          Orders{soFar}
        </LiteText>
        <LiteText size="xl" fw={700}>
          {summary.orders.length.toLocaleString()}
        </LiteText>
        <LiteText size="xs" c="dimmed" className={classes.twoLines}>
          {reachedMs === undefined ? 'first' : 'oldest loaded'} on <DateTime value={summary.orders.at(-1)!.ms} />, last
          on <DateTime value={summary.orders[0]!.ms} />
        </LiteText>
      </LitePaper>
      {summary.revenueByCurrency.map((total) => (
        <LitePaper withBorder p="md" radius="md" key={total.currency}>
          <LiteText size="xs" c="dimmed" tt="uppercase" fw={600} className={classes.twoLines}>
            Lifetime revenue ({total.currency}){soFar}
          </LiteText>
          <LiteText size="xl" fw={700}>
            {formatMoney(total.revenue, total.currency)}
          </LiteText>
          <LiteText size="xs" c="dimmed" className={classes.twoLines}>
            {total.orders.toLocaleString()} orders · average{' '}
            {formatMoney(Math.round((total.revenue / total.orders) * 100) / 100, total.currency)}
          </LiteText>
        </LitePaper>
      ))}
    </div>
  );
}

/** The most bought products, ranked. */
function TopProducts({ products, soFar }: { products: PurchaseSummary['topProducts']; soFar: string }) {
  return (
    <section aria-labelledby="top-products-title">
      <LiteTitle order={2} size="h4" id="top-products-title" mb="xs">
        Most bought products{soFar}
      </LiteTitle>
      <DataTable label="Most bought products" striped minWidth={600} scrollLabel="Top products, scrollable">
        <thead>
          <tr>
            <th>Product</th>
            <th>SKU</th>
            <th data-numeric>Quantity</th>
            <th data-numeric>Orders</th>
            <th data-numeric>Revenue</th>
          </tr>
        </thead>
        <tbody>
          {/* Keyed by rank: as the history streams in the ranking changes, and a row that moved to its new
              place was a layout shift; each rank's row stays put and its content changes. */}
          {products.map((product, rank) => (
            <tr key={rank}>
              <td>{product.name}</td>
              <td data-monospace>{product.sku}</td>
              <td data-numeric>{product.quantity.toLocaleString()}</td>
              <td data-numeric>{product.orders.toLocaleString()}</td>
              <td data-numeric>
                {Object.entries(product.revenue)
                  .map(([currency, amount]) => formatMoney(amount, currency))
                  .join(' + ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}

/**
 * How far back the history has loaded, while older pages are still coming; then that it is all in. The line keeps
 * its place and height once the history is complete, so the page under it does not jump when the last page lands.
 * The visible text stays the same while the counts change (for screen readers only): a line of text rewritten
 * with every page would be the page's "largest contentful paint" again each time, until the whole history is in.
 */
function HistoryProgress({
  complete,
  reachedMs,
  orders,
}: {
  complete: boolean;
  /** How far back the loaded pages reach, while older ones are coming (undefined before the first). */
  reachedMs: number | undefined;
  orders: number;
}) {
  if (complete)
    return (
      <LiteStack gap={4}>
        <LiteText size="xs" c="dimmed" role="status">
          All {orders.toLocaleString()} orders loaded.
        </LiteText>
        <div style={{ height: PROGRESS_HEIGHT }} aria-hidden />
      </LiteStack>
    );
  return (
    <LiteStack gap={4}>
      <LiteText size="xs" c="dimmed" role="status">
        {reachedMs === undefined ? 'Loading purchases…' : 'Loading older purchases…'}
      </LiteText>
      {/* Indeterminate: the length of the history is not known before its last page. */}
      <div className={classes.progress} style={{ height: PROGRESS_HEIGHT }} aria-hidden />
      {reachedMs !== undefined && (
        <VisuallyHidden>
          {orders.toLocaleString()} orders so far, back to <DateTime value={reachedMs} />
        </VisuallyHidden>
      )}
    </LiteStack>
  );
}
