import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import type { SearchRequestInput } from '../api/build-request';
import { explainMissingItem, type MissingItemReport } from '../api/explain-missing';
import { displayValue, itemIdOf } from '../api/item-fields';
import type { ItemExplanation as Explanation, SearchItem } from '../api/schemas';
import { ItemExplanation } from './item-explanation';

interface MissingItemCheckProps {
  input: SearchRequestInput;
  trackerKey: string;
  items: readonly SearchItem[];
  offset: number;
  pageLimit: number;
}

function Report({
  report,
  itemId,
  lastShown,
}: {
  report: MissingItemReport;
  itemId: string;
  lastShown: Explanation | null;
}) {
  const requests = `Worked out with ${report.requests} request${report.requests === 1 ? '' : 's'}.`;
  switch (report.kind) {
    case 'ranked':
      return (
        <Alert
          color="blue"
          title={`${itemId} is ranked ${report.rank.toLocaleString()} (page ${report.page.toLocaleString()})`}
        >
          <Stack gap="xs">
            <Text size="sm">
              It matches, but ranks below the items on this page
              {lastShown?.score != null && report.explanation?.score != null
                ? `: its score is ${displayValue(report.explanation.score)}, the last item shown scores ${displayValue(lastShown.score)}.`
                : '.'}{' '}
              {requests}
            </Text>
            {report.explanation && <ItemExplanation explanation={report.explanation} label={itemId} />}
          </Stack>
        </Alert>
      );
    case 'filtered':
      return (
        <Alert color="grape" title={`${itemId} matches the query but is filtered out`}>
          <List size="sm">
            {report.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
          <Text size="xs" mt="xs">
            {requests}
          </Text>
        </Alert>
      );
    case 'no-match':
      return (
        <Alert
          color="gray"
          title={report.exists ? `The query does not match ${itemId}` : `No item ${itemId} in this index`}
        >
          <Text size="sm">
            {report.exists
              ? 'Even without filters, the search does not find it: its text does not match what was searched.'
              : 'A search for this id over the whole index found nothing.'}{' '}
            {requests}
          </Text>
        </Alert>
      );
    case 'beyond':
      return (
        <Alert color="gray" title={`${itemId} is not in the first ${report.searched.toLocaleString()} results`}>
          <Text size="sm">{requests}</Text>
        </Alert>
      );
  }
}

/** "Why is item X not in the results?" for an item id. */
export function MissingItemCheck({ input, trackerKey, items, offset, pageLimit }: MissingItemCheckProps) {
  const [itemId, setItemId] = useState('');
  const check = useMutation({
    mutationFn: (id: string) =>
      explainMissingItem({ input, itemId: id, trackerKey, pageLimit, lastShown: items.at(-1)?._explanation ?? null }),
  });
  const wanted = itemId.trim();
  const shownAt = wanted ? items.findIndex((item) => itemIdOf(item) === wanted) : -1;
  return (
    <Stack gap="xs" component="section" aria-label="Why is an item not in the results?">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (wanted && shownAt < 0) check.mutate(wanted);
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Why is this item not in the results?"
            description="An item id; its rank and what keeps it out are worked out with real searches."
            value={itemId}
            onChange={(event) => {
              setItemId(event.currentTarget.value);
              check.reset();
            }}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default" loading={check.isPending} disabled={!wanted}>
            Find out
          </Button>
        </Group>
      </form>
      {shownAt >= 0 && (
        <Text size="sm">
          {wanted} is on this page, at rank {offset + shownAt + 1}.
        </Text>
      )}
      {check.isError && (
        <ErrorState error={check.error} title="The check could not finish" onRetry={() => check.mutate(wanted)} />
      )}
      {check.data && check.variables === wanted && (
        <Report report={check.data} itemId={wanted} lastShown={items.at(-1)?._explanation ?? null} />
      )}
    </Stack>
  );
}
