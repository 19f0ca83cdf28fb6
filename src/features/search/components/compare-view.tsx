import { Badge } from '../../../components/ui/mantine';
import { LiteCode, LiteGroup, LitePaper, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BuildResult } from '../model/build-request';
import type { ParameterValues } from '../model/parameters';
import { droppedItems, rankChanges } from '../model/rank-changes';
import { itemIdOf, itemTitle } from '../model/item-fields';
import type { ActiveSort } from '../model/sort-value';
import { pagingOf, type SearchOutcome } from '../api/run-search';
import type { SearchItem } from '../api/schemas';
import classes from './compare-view.module.css';
import { MetaSummary } from './meta-summary';
import { ResultCard } from './result-card';
import { ResultsSection } from './results-section';

interface CompareSide {
  built: BuildResult;
  query: UseQueryResult<SearchOutcome>;
  /** The sort the side asked for: its cards show that value. */
  sort: ActiveSort | null;
}

interface CompareViewProps {
  a: CompareSide;
  b: CompareSide;
  differences: ParameterValues;
  offset: number;
  emptyHint: ReactNode;
}

const describe = (value: string | readonly string[]) =>
  value === '' || (typeof value !== 'string' && value.length === 0)
    ? 'not sent'
    : typeof value === 'string'
      ? value
      : value.join(', ');

/**
 * A side's items when it has some to show; null while it has nothing to send, was refused, is loading, failed or
 * found nothing (ResultsSection shows those states).
 */
function ready({ built, query }: CompareSide): SearchItem[] | null {
  if (!built.ok || (query.isError && !query.isFetching)) return null;
  const items = query.data?.response.data;
  return items && items.length > 0 ? items : null;
}

/**
 * Two parameter sets side by side, rank by rank: row i of A beside row i of B at the same height (one grid whose
 * rows both sides share, compare-view.module.css), each card showing the value its side sorts by, and only B's
 * movers marked (new, ↑n, ↓n).
 */
export function CompareView({ a, b, differences, offset, emptyHint }: CompareViewProps) {
  const itemsA = a.query.data?.response.data ?? [];
  const itemsB = b.query.data?.response.data ?? [];
  const changes = rankChanges(itemsA, itemsB);
  const dropped = a.query.data && b.query.data ? droppedItems(itemsA, itemsB) : [];
  const moved = [...changes.values()].filter((change) => change.kind !== 'same').length;
  const entries = Object.entries(differences);
  const rows = Math.max(1, ready(a)?.length ?? 0, ready(b)?.length ?? 0);
  return (
    <LiteStack gap="sm">
      <LitePaper withBorder p="xs" radius="md">
        <LiteGroup gap="xs">
          <LiteText size="sm" fw={500}>
            B differs from A in:
          </LiteText>
          {entries.length === 0 ? (
            <LiteText size="sm" c="dimmed">
              nothing yet. Choose &ldquo;Edit B&rdquo; in the parameters.
            </LiteText>
          ) : (
            entries.map(([name, value]) => (
              <LiteCode key={name}>
                {name} = {describe(value)}
              </LiteCode>
            ))
          )}
        </LiteGroup>
        {a.query.data && b.query.data && (
          <LiteText size="sm" mt={4} aria-live="polite">
            {moved} of {itemsB.length} items of B moved or are new; {dropped.length} of A&apos;s items are not on
            B&apos;s page
            {dropped.length > 0
              ? ` (${dropped.slice(0, 3).map(itemTitle).join(', ')}${dropped.length > 3 ? ', …' : ''})`
              : ''}
            .
          </LiteText>
        )}
      </LitePaper>
      <div className={classes.frame}>
        <div className={classes.columns}>
          {[
            { id: 'A', side: a, items: ready(a), changes: undefined, sort: a.sort },
            { id: 'B', side: b, items: ready(b), changes, sort: b.sort },
          ].map(({ id, side, items, changes: sideChanges, sort }) => (
            <section
              key={id}
              aria-labelledby={`compare-${id}`}
              className={classes.side}
              style={{ gridRow: `span ${rows + 1}` }}
            >
              <LiteStack gap={4}>
                <LiteGroup gap="xs">
                  <LiteTitle order={2} size="h4" id={`compare-${id}`}>
                    {id}
                  </LiteTitle>
                  {id === 'B' && (
                    <Badge variant="light" color="grape">
                      rank changes against A
                    </Badge>
                  )}
                  {items && side.query.isPlaceholderData && (
                    <LiteText size="xs" c="dimmed">
                      Updating…
                    </LiteText>
                  )}
                </LiteGroup>
                {side.query.data && (
                  <MetaSummary
                    paging={pagingOf(side.query.data)}
                    extras={side.query.data.response.extras}
                    count={side.query.data.response.data.length}
                    durationMs={side.query.data.exchange.durationMs}
                  />
                )}
              </LiteStack>
              {items ? (
                <div
                  role="list"
                  aria-label={`Results ${id} items`}
                  aria-busy={side.query.isFetching}
                  className={classes.rows}
                  style={{ gridRow: `span ${rows}` }}
                >
                  {items.map((item, index) => (
                    <div role="listitem" key={`${itemIdOf(item)}-${index}`} className={classes.row}>
                      <ResultCard
                        item={item}
                        rank={offset + index + 1}
                        change={sideChanges?.get(itemIdOf(item))}
                        sort={sort}
                        compact
                      />
                    </div>
                  ))}
                </div>
              ) : (
                <div style={{ gridRow: `span ${rows}` }}>
                  <ResultsSection
                    label={`Results ${id}`}
                    built={side.built}
                    query={side.query}
                    view="grid"
                    columns={[]}
                    offset={offset}
                    compact
                    hasFilters={false}
                    emptyHint={emptyHint}
                  />
                </div>
              )}
            </section>
          ))}
        </div>
      </div>
    </LiteStack>
  );
}
