import { LiteAlert, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { List, Skeleton } from '../../../components/ui/mantine';
import { lazyAfterFirstPaint } from '../../../lib/after-content';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyList } from '../../../components/empty-list';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-error';
import type { BuildResult } from '../model/build-request';
import { itemIdOf } from '../model/item-fields';
import type { RankChange } from '../model/rank-changes';
import type { ActiveSort } from '../model/sort-value';
import type { SearchOutcome } from '../api/run-search';
import type { ResultsView } from '../model/playground-state';
import { ResultCard } from './result-card';
import type { ResultsTableProps } from './results-table';
import classes from './results-grid.module.css';

interface ResultsSectionProps {
  label: string;
  built: BuildResult;
  query: UseQueryResult<SearchOutcome>;
  view: ResultsView;
  columns: readonly string[];
  offset: number;
  compact?: boolean;
  changes?: Map<string, RankChange>;
  /** The sort the search asked for: each card shows its value. */
  sort?: ActiveSort | null;
  onClearFilters?: () => void;
  hasFilters: boolean;
  emptyHint: ReactNode;
}

// The table view (Mantine's Table, its scroll area and floating-ui: 20 KB) loads once the page has shown, and only
// for a page that shows it; the cards are the default view.
const ResultsTable = lazyAfterFirstPaint<ResultsTableProps>(
  async () => (await import('./results-table')).ResultsTable,
  () => <Skeleton height={240} radius="md" role="status" aria-label="Loading the table" />,
);

/** One side's results with every designed state: nothing to search yet, refused by the form, loading, failed, empty. */
export function ResultsSection({
  label,
  built,
  query,
  view,
  columns,
  offset,
  compact,
  changes,
  sort,
  onClearFilters,
  hasFilters,
  emptyHint,
}: ResultsSectionProps) {
  if (!built.ok && built.missing && Object.keys(built.errors).length === 0) {
    return (
      <LiteStack align="center" p="xl" gap="xs">
        {emptyHint}
      </LiteStack>
    );
  }
  if (!built.ok) {
    return (
      <LiteAlert color="red" title="Not sent: the form refused some parameters" role="alert">
        <List size="sm">
          {Object.entries(built.errors).map(([name, message]) => (
            <List.Item key={name}>
              <LiteText span ff="monospace" size="sm">
                {name}
              </LiteText>
              : {message}
            </List.Item>
          ))}
        </List>
      </LiteAlert>
    );
  }
  if (query.isError && !query.isFetching) {
    const error = query.error;
    if (isApiError(error) && error.status === 400) {
      return (
        <LiteAlert color="red" title="The service refused the search (400)" role="alert">
          <LiteStack gap={4}>
            <LiteText size="sm">{error.message}</LiteText>
            {error.fieldErrors.length > 0 && (
              <List size="sm">
                {error.fieldErrors.map((entry, index) => (
                  <List.Item key={index}>
                    <LiteText span ff="monospace" size="sm">
                      {entry.field ?? 'request'}
                    </LiteText>
                    : {entry.message}
                  </List.Item>
                ))}
              </List>
            )}
          </LiteStack>
        </LiteAlert>
      );
    }
    if (isApiError(error) && error.status === 404) {
      return <ErrorState error={error} title="This index does not exist (404)" />;
    }
    return <ErrorState error={error} title="The search failed" onRetry={() => void query.refetch()} />;
  }
  const outcome = query.data;
  if (!outcome) {
    return (
      <div className={classes.container}>
        <div
          className={compact ? `${classes.grid} ${classes.single}` : classes.grid}
          aria-busy="true"
          aria-label={`${label}: loading`}
        >
          {Array.from({ length: compact ? 5 : 6 }, (_, index) => (
            <Skeleton key={index} height={compact ? 64 : 240} radius="md" />
          ))}
        </div>
      </div>
    );
  }
  const items = outcome.response.data;
  if (items.length === 0) {
    return (
      <EmptyList message="No item matches this search." onClearFilters={hasFilters ? onClearFilters : undefined} />
    );
  }
  return (
    // The previous results stay readable (no fading: text must keep its contrast) while the next ones load.
    <div aria-busy={query.isFetching} aria-label={label} role="region">
      {query.isPlaceholderData && (
        <LiteGroup justify="center" pb="xs">
          <LiteText size="xs" c="dimmed">
            Updating…
          </LiteText>
        </LiteGroup>
      )}
      {view === 'table' && !compact ? (
        <ResultsTable items={items} offset={offset} columns={columns} search={outcome.response.extras?.explanation} />
      ) : (
        <div className={classes.container}>
          <div
            className={compact ? `${classes.grid} ${classes.single}` : classes.grid}
            role="list"
            aria-label={`${label} items`}
          >
            {items.map((item, index) => (
              <div role="listitem" key={`${itemIdOf(item)}-${index}`}>
                <ResultCard
                  item={item}
                  rank={offset + index + 1}
                  change={changes?.get(itemIdOf(item))}
                  compact={compact}
                  search={outcome.response.extras?.explanation}
                  sort={sort}
                />
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
