import { LiteAlert, LiteButton, LiteGroup, LitePaper, LiteStack, LiteText } from '../../../components/ui/lite';
import { lazyAfterFirstPaint, overlayAfterFirstPaint } from '../../../lib/after-content';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyList } from '../../../components/empty-list';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { ErrorState } from '../../../components/error-state';
import { LightBadge } from '../../../components/light-badge';
import { ListPager } from '../../../components/list-pager';
import { PageHeader } from '../../../components/page-header';
import { Link } from '../../../components/router-link';
import { PermissionButton } from '../../../components/permission-button';
import { RefreshButton } from '../../../components/refresh-button';
import { usePermission, useSession } from '../../../lib/use-session';
import { authorities } from '../../../lib/authorities';
import { missingPermissionDetail, missingPermissionSentence } from '../../../lib/permission-words';
import { foldText } from '../../../lib/fold-text';
import {
  listParamsFromSearch,
  pageSizes,
  searchFromListParams,
  type ProfileListParams,
  type SortableColumn,
} from '../model/list-params';
import { useRecentImport } from '../api/list-freshness';
import { rememberListSearch } from '../model/list-return';
import { profilesQuery } from '../api/list-profiles';
import type { Profile } from '../api/schemas';
import type { ColumnChooserProps } from './column-chooser';
import { ColumnsButton } from './columns-button';
import { ExportButton } from './export-button';
import { columnsFromSearch, defaultColumnIds } from './profile-columns';
import { ProfilesTable } from './profiles-table';
import type { SelectionBarProps } from './selection-bar';
import { selectionInWords, useListSelection } from '../hooks/use-list-selection';
import type { BulkSelection } from '../model/bulk-selection';
import { listColumnClasses as columnClasses } from '../../../components/list-columns';
import { ProfileFilters } from './profile-filters';
import { ProfileJump } from './profile-jump';
import { appPath } from '../../../lib/app-path';
import classes from './profiles-list-page.module.css';

// Popover and Checkbox (Mantine's `ui` and `ui-overlay`) arrive after the list has shown (decision 0116).
const ColumnChooser = overlayAfterFirstPaint<ColumnChooserProps>(
  async () => (await import('./column-chooser')).ColumnChooser,
  ColumnsButton,
);

// The selection's bar loads when something is first ticked: until then, the count alone (decision 0184).
const SelectionBar = lazyAfterFirstPaint<SelectionBarProps>(
  async () => (await import('./selection-bar')).SelectionBar,
  ({ selection, totalCount }) => (
    <LiteText size="sm" fw={600}>
      {selectionInWords(selection, totalCount)}
    </LiteText>
  ),
);

const sortLabels: Record<SortableColumn, string> = {
  firstName: 'first name',
  lastName: 'last name',
  lastActivityDate: 'last activity',
  email: 'email',
  city: 'city',
  phone: 'phone',
};

/**
 * The vendor's clients never send `filters[city]` (the reference lists it), so a deployment may ignore it: rows
 * whose city does not contain the filter show that it did. Compared without accents, as the service matches
 * (docs/decisions/0035-filters-ignore-accents.md): "Wroclaw" listing "Wrocław" is the filter working.
 */
export function cityFilterIgnored(city: string | undefined, profiles: readonly Profile[]): boolean {
  if (!city) return false;
  const wanted = foldText(city);
  return profiles.some((profile) => !foldText(profile.city ?? '').includes(wanted));
}

/** `onAct`: what "Act on N profiles…" does (by default the selection bar opens the bulk action drawer). */
export function ProfilesListPage({ onAct }: { onAct?: (selection: BulkSelection) => void } = {}) {
  const current = useSession();
  const ws = current?.workspace?.guid ?? '';
  const [search, setSearch] = useSearchParams();
  const params = listParamsFromSearch(search);
  const columns = columnsFromSearch(search.get('cols'));
  const query = useQuery(profilesQuery(ws, params));
  const { selection, toggle, selectMatching, clear } = useListSelection(ws, params);
  const pii = usePermission(authorities.profilesPii);
  const importedAt = useRecentImport(ws);
  const searchText = search.toString();
  useEffect(() => rememberListSearch(ws, searchText), [ws, searchText]);

  const update = (next: Partial<ProfileListParams>, cols = search.get('cols')) => {
    const merged = searchFromListParams({ ...params, ...next });
    if (cols) merged.set('cols', cols);
    setSearch(merged);
  };

  const sortBy = (key: SortableColumn) =>
    update({ sortBy: key, sortOrder: params.sortBy === key && params.sortOrder === 'asc' ? 'desc' : 'asc', page: 1 });

  const data = query.data;
  const cityIgnored =
    data !== undefined && !query.isPlaceholderData && cityFilterIgnored(params.filters.city, data.profiles);

  return (
    <LiteStack>
      <PageHeader
        title="Profiles"
        description={data ? `${data.totalCount.toLocaleString()} profiles match` : 'Loading…'}
        announce
      >
        <ProfilesActions params={params} totalCount={data?.totalCount ?? 0} />
      </PageHeader>

      <LitePaper withBorder p="md" radius="md">
        <LiteStack gap="sm">
          <ProfileJump />
          <ProfileFilters params={params} onApply={(next) => update({ ...next, page: 1 })} />
        </LiteStack>
      </LitePaper>

      {importedAt !== null && (
        <LiteAlert color="blue" variant="light" role="status" title="Just imported">
          <LiteGroup justify="space-between" gap="xs">
            <LiteText size="sm">
              The service applies imported profiles a moment after accepting them: the list may take a few seconds to
              show them all.
            </LiteText>
            <RefreshButton query={query} />
          </LiteGroup>
        </LiteAlert>
      )}

      {!pii.allowed && (
        <LiteText size="sm">
          <LightBadge color="orange" className={classes.noteBadge}>
            Personal data hidden
          </LightBadge>
          {missingPermissionSentence([authorities.profilesPii])} Filtering by them is not possible.{' '}
          <LiteText span size="xs" c="dimmed">
            {missingPermissionDetail([authorities.profilesPii])}.
          </LiteText>
        </LiteText>
      )}

      {cityIgnored && (
        <LiteText size="sm" role="status">
          <LightBadge color="yellow" className={classes.noteBadge}>
            City filter ignored
          </LightBadge>
          This deployment seems to ignore the city filter: some profiles listed are not in “{params.filters.city}”. The
          other filters still apply.
        </LiteText>
      )}

      {query.isError && !data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} title="The profiles could not be loaded" />
      ) : (
        <LitePaper withBorder radius="md">
          <LiteGroup justify="space-between" p="xs">
            <LiteGroup gap="xs">
              <LiteText size="sm" c="dimmed">
                {params.sortBy === null
                  ? "In the service's order"
                  : `Sorted by ${sortLabels[params.sortBy]} (${params.sortOrder === 'asc' ? 'ascending' : 'descending'})`}
              </LiteText>
              {params.sortBy !== null && (
                <LiteButton
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => update({ sortBy: null, sortOrder: 'asc', page: 1 })}
                >
                  Back to the service's order
                </LiteButton>
              )}
            </LiteGroup>
            <LiteGroup gap="xs">
              <RefreshButton query={query} withTime />
              <ColumnChooser
                visible={columns}
                onChange={(ids) => update({}, ids.join(',') === defaultColumnIds.join(',') ? null : ids.join(','))}
              />
            </LiteGroup>
          </LiteGroup>
          {/* The count's announcement, in the page from the start: a status region that is inserted, or replaced
              as the bar replaces its stand-in, is not read out. */}
          <VisuallyHidden role="status">{selectionInWords(selection, data?.totalCount ?? 0)}</VisuallyHidden>
          {(selection.matching || selection.picked.size > 0) && (
            <section aria-label="Selection" className={classes.selectionBar}>
              <SelectionBar
                selection={selection}
                params={params}
                totalCount={data?.totalCount ?? 0}
                onSelectMatching={selectMatching}
                onClear={clear}
                onAct={onAct}
              />
            </section>
          )}
          <div className={columnClasses.box}>
            <ProfilesTable
              columns={columns}
              params={params}
              profiles={data?.profiles}
              busy={query.isFetching}
              onSort={sortBy}
              isSelected={(id) => selection.matching || selection.picked.has(id)}
              onSelect={(rows, on) => toggle(rows, on, data?.profiles ?? [])}
            />
          </div>
          {data && data.profiles.length === 0 && (
            <EmptyList
              message="No profile matches these filters."
              onClearFilters={() => update({ filters: {}, anonymous: 'all', page: 1 })}
            />
          )}
          <ListPager
            pageSizes={pageSizes}
            pageSize={params.pageSize}
            onPageSize={(pageSize) => update({ pageSize, page: 1 })}
            page={params.page}
            totalPages={data?.totalPages}
            onPage={(page) => update({ page })}
          />
        </LitePaper>
      )}
    </LiteStack>
  );
}

/** The list's actions: import, export (of the filtered profiles), new profile. */
function ProfilesActions({ params, totalCount }: { params: ProfileListParams; totalCount: number }) {
  const navigate = useNavigate();
  return (
    <LiteGroup gap="xs">
      {/* A plain link: the jobs page's code is its own route's (docs/performance.md). */}
      <LiteButton component={Link} to={appPath('/profiles/jobs')} variant="subtle">
        Bulk jobs
      </LiteButton>
      <PermissionButton
        permission={authorities.profilesEdit}
        variant="default"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => void navigate(appPath('/profiles/import'))}
      >
        Import
      </PermissionButton>
      <ExportButton params={params} totalCount={totalCount} />
      <PermissionButton
        permission={authorities.profilesCreate}
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => void navigate(appPath('/profiles/new'))}
      >
        New profile
      </PermissionButton>
    </LiteGroup>
  );
}
