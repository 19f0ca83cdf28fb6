import { LiteGroup, LiteText } from '../../../components/ui/lite';
import { plainClasses } from '../../../components/ui/plain';
import { memo } from 'react';
import { DataTable } from '../../../components/data-table';
import { formatMoney } from '../../../lib/money-format';
import { paymentInWords, sourceInWords } from '../model/purchase-words';
import { lineOf, orderOf } from '../model/purchases';
import type { TimelineEvent } from '../model/timeline-pages';
import { ActionBadge } from './action-badge';
import { EventParamsView } from './event-params-view';
import { utcText } from './event-time';
import { TimelineEntry } from './timeline-entry';
import classes from './timeline.module.css';

interface TimelinePurchaseRowProps {
  item: TimelineEvent;
  products: TimelineEvent[];
  expanded: boolean;
  onToggle: (key: string) => void;
}

/** A `transaction.charge` with its `product.buy` events: one purchase, its products and totals (memoised, see TimelineEventRow). */
export const TimelinePurchaseRow = memo(function TimelinePurchaseRow({
  item,
  products,
  expanded,
  onToggle,
}: TimelinePurchaseRowProps) {
  const order = orderOf(item, products);
  const names = order.lines.map((line) => line.name).join(', ');
  return (
    <TimelineEntry
      item={item}
      detailsId={`purchase-${item.key}`}
      expanded={expanded}
      onToggle={onToggle}
      line={
        <>
          <ActionBadge action="transaction.charge" label="Purchase" />
          <span className={classes.amount}>{formatMoney(order.revenue, order.currency)}</span>
          <span className={classes.summary}>
            {order.lines.length} product{order.lines.length === 1 ? '' : 's'}
            {names ? `: ${names}` : ''}
          </span>
        </>
      }
      details={() => (
        <>
          <LiteText size="xs" c="dimmed">
            Order {order.orderId} · {utcText(item.event.time)} · {sourceInWords(order.source) ?? 'unknown source'} ·
            payment: {paymentInWords(order.paymentMethod) ?? 'unknown'}
          </LiteText>
          <DataTable label={`Products of order ${order.orderId}`}>
            <thead>
              <tr>
                <th>Product</th>
                <th>SKU</th>
                <th data-numeric>Quantity</th>
                <th data-numeric>Unit price</th>
                <th data-numeric>Line total</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => {
                const line = lineOf(product);
                return (
                  <tr key={product.key}>
                    <td>{line.name}</td>
                    <td data-monospace>{line.sku}</td>
                    <td data-numeric>{line.quantity}</td>
                    <td data-numeric>{formatMoney(line.unitPrice, line.currency)}</td>
                    <td data-numeric>
                      {formatMoney(
                        line.unitPrice === null ? null : Math.round(line.unitPrice * line.quantity * 100) / 100,
                        line.currency,
                      )}
                    </td>
                  </tr>
                );
              })}
              {products.length === 0 && (
                <tr>
                  <td colSpan={5} className={plainClasses.dimmed}>
                    The product events of this order are not loaded (load older events to see them).
                  </td>
                </tr>
              )}
            </tbody>
          </DataTable>
          <LiteGroup gap="lg">
            <LiteText size="sm">Value (before tax): {formatMoney(order.value, order.currency)}</LiteText>
            <LiteText size="sm">Revenue: {formatMoney(order.revenue, order.currency)}</LiteText>
            {order.discountAmount !== null && (
              <LiteText size="sm">Discount: {formatMoney(order.discountAmount, order.currency)}</LiteText>
            )}
          </LiteGroup>
          <EventParamsView params={item.event.params} title="Charge params" />
        </>
      )}
    />
  );
});
