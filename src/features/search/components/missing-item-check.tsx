import { LiteAlert, LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { List, TextInput } from '../../../components/ui/mantine';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import type { SearchRequestInput } from '../model/build-request';
import { explainMissingMutation, type MissingItemReport } from '../api/explain-missing';
import { displayValue, itemIdOf } from '../model/item-fields';
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
        <LiteAlert
          color="blue"
          title={`${itemId} is ranked ${report.rank.toLocaleString()} (page ${report.page.toLocaleString()})`}
        >
          <LiteStack gap="xs">
            <LiteText size="sm">
              It matches, but ranks below the items on this page
              {lastShown?.score != null && report.explanation?.score != null
                ? `: its score is ${displayValue(report.explanation.score)}, the last item shown scores ${displayValue(lastShown.score)}.`
                : '.'}{' '}
              {requests}
            </LiteText>
            {report.explanation && <ItemExplanation explanation={report.explanation} label={itemId} />}
          </LiteStack>
        </LiteAlert>
      );
    case 'filtered':
      return (
        <LiteAlert color="grape" title={`${itemId} matches the query but is filtered out`}>
          <List size="sm">
            {report.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
          <LiteText size="xs" mt="xs">
            {requests}
          </LiteText>
        </LiteAlert>
      );
    case 'no-match':
      return (
        <LiteAlert
          color="gray"
          title={report.exists ? `The query does not match ${itemId}` : `No item ${itemId} in this index`}
        >
          <LiteText size="sm">
            {report.exists
              ? 'Even without filters, the search does not find it: its text does not match what was searched.'
              : 'A search for this id over the whole index found nothing.'}{' '}
            {requests}
          </LiteText>
        </LiteAlert>
      );
    case 'beyond':
      return (
        <LiteAlert color="gray" title={`${itemId} is not in the first ${report.searched.toLocaleString()} results`}>
          <LiteText size="sm">{requests}</LiteText>
        </LiteAlert>
      );
  }
}

/** "Why is item X not in the results?" for an item id. */
export function MissingItemCheck({ input, trackerKey, items, offset, pageLimit }: MissingItemCheckProps) {
  const [itemId, setItemId] = useState('');
  const check = useMutation(
    explainMissingMutation({ input, trackerKey, pageLimit, lastShown: items.at(-1)?._explanation ?? null }),
  );
  const wanted = itemId.trim();
  const shownAt = wanted ? items.findIndex((item) => itemIdOf(item) === wanted) : -1;
  return (
    <LiteStack gap="xs" component="section" aria-label="Why is an item not in the results?">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (wanted && shownAt < 0) check.mutate(wanted);
        }}
      >
        <LiteGroup align="flex-end" gap="xs">
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
          <LiteButton type="submit" variant="default" loading={check.isPending} disabled={!wanted}>
            Find out
          </LiteButton>
        </LiteGroup>
      </form>
      {shownAt >= 0 && (
        <LiteText size="sm">
          {wanted} is on this page, at rank {offset + shownAt + 1}.
        </LiteText>
      )}
      {check.isError && (
        <ErrorState error={check.error} title="The check could not finish" onRetry={() => check.mutate(wanted)} />
      )}
      {check.data && check.variables === wanted && (
        <Report report={check.data} itemId={wanted} lastShown={items.at(-1)?._explanation ?? null} />
      )}
    </LiteStack>
  );
}
