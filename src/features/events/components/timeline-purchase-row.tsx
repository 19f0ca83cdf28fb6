import { Group, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { formatMoney } from '../model/money';
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
          <Text size="xs" c="dimmed">
            Order {order.orderId} · {utcText(item.event.time)} · {order.source ?? 'unknown source'} · paid by{' '}
            {order.paymentMethod ?? 'unknown method'}
          </Text>
          <Table withTableBorder fz="sm" aria-label={`Products of order ${order.orderId}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>SKU</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th ta="right">Line total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((product) => {
                const line = lineOf(product);
                return (
                  <Table.Tr key={product.key}>
                    <Table.Td>{line.name}</Table.Td>
                    <Table.Td ff="monospace">{line.sku}</Table.Td>
                    <Table.Td ta="right">{line.quantity}</Table.Td>
                    <Table.Td ta="right">{formatMoney(line.unitPrice, line.currency)}</Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(
                        line.unitPrice === null ? null : Math.round(line.unitPrice * line.quantity * 100) / 100,
                        line.currency,
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {products.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed">
                      The product events of this order are not loaded (load older events to see them).
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <Group gap="lg">
            <Text size="sm">Value (before tax): {formatMoney(order.value, order.currency)}</Text>
            <Text size="sm">Revenue: {formatMoney(order.revenue, order.currency)}</Text>
            {order.discountAmount !== null && (
              <Text size="sm">Discount: {formatMoney(order.discountAmount, order.currency)}</Text>
            )}
          </Group>
          <EventParamsView params={item.event.params} title="Charge params" />
        </>
      )}
    />
  );
});
