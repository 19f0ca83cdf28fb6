import { LiteAlert, LiteButton, LiteGroup, LitePaper, LiteStack } from '../../../components/ui/lite';
import { lazyAfterFirstPaint } from '../../../lib/after-content';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { DateTime } from '../../../components/date-time';
import { EmptyList } from '../../../components/empty-list';
import { ErrorState } from '../../../components/error-state';
import { ListPager } from '../../../components/list-pager';
import { PageHeader } from '../../../components/page-header';
import { filterDrawerQuery } from '../../../components/filter-bar';
import { LightBadge } from '../../../components/light-badge';
import { ListTable, RowLink, SkeletonRows, SortableTh } from '../../../components/list-table';
import { RefreshButton } from '../../../components/refresh-button';
import classes from './documents-list-page.module.css';
import { TruncatedText } from '../../../components/truncated-text';
import { listColumnClass, listColumnClasses } from '../../../components/list-columns';
import { useSession } from '../../../lib/use-session';
import { documentsQuery } from '../api/list-documents';
import {
  defaultDocumentListParams,
  documentPageSizes,
  documentParamsFromSearch,
  searchFromDocumentParams,
  type DocumentListParams,
  type DocumentSort,
} from '../model/list-params';
import type { DocumentSummary } from '../api/schemas';
import type { DirectoryTreeProps } from './directory-tree';
import { DocumentFilters } from './document-filters';
import { NewDocumentButton } from './new-document-button';
import { appPath } from '../../../lib/app-path';
import { Skeleton } from '../../../components/skeleton';
import { Link } from '../../../components/router-link';

/**
 * The directories beside the listing, drawn with Mantine's Tree: its code arrives after the list has shown
 * (docs/decisions/0118-heavier-pages-without-mantines-larger-chunks.md); until then, the tree's loading state.
 */
const DirectoryTree = lazyAfterFirstPaint<DirectoryTreeProps>(
  async () => (await import('./directory-tree')).DirectoryTree,
  () => <Skeleton height={180} role="status" aria-label="Loading directories" />,
);

const audienceText = (document: DocumentSummary) => {
  const audience = document.audience;
  if (!audience) return 'Not set';
  if (audience.targetType === 'SEGMENT')
    return `${audience.segments?.length ?? 0} segment${audience.segments?.length === 1 ? '' : 's'}`;
  if (audience.targetType === 'QUERY') return 'Query';
  return 'Everyone';
};

/**
 * The name takes the width the others leave, the slug under it; the directory (the tree beside the list says it)
 * hides first, then priority and audience, then the type; status and the update stay, and make a phone's second
 * line with the slug (docs/decisions/0154-primary-column-gets-the-width.md).
 */
const columns = {
  name: listColumnClass({ primary: true }),
  type: listColumnClass({ hide: 'narrow' }),
  priority: listColumnClass({ hide: 'mid' }),
  audience: listColumnClass({ hide: 'mid' }),
  status: listColumnClass({ stacked: true }),
  directory: listColumnClass({ hide: 'wide' }),
  updated: listColumnClass({ stacked: true }),
};
/** The width under which the table scrolls in its box: the name at 200 px, status and update; the rest hide first. */
const tableMinWidth = 200 + 116 + 130;

const sortLabels: Record<DocumentSort, string> = { updatedAt: 'Updated', priority: 'Priority' };

export function DocumentsListPage() {
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const params = documentParamsFromSearch(search);
  const query = useQuery(documentsQuery(workspaceGuid, params));
  const data = query.data;
  const deleted = (location.state as { deleted?: string } | null)?.deleted;
  // On a phone the directory tree goes in the filters' drawer, so the documents come first.
  const phone = useMediaQuery(filterDrawerQuery);
  const filtered = Boolean(params.search || params.directoryId || params.groupId || params.schema || params.status);

  const update = (next: Partial<DocumentListParams>) =>
    setSearch(searchFromDocumentParams({ ...params, page: 1, ...next }));
  const sortBy = (key: DocumentSort) =>
    update({ sortBy: key, ordering: params.sortBy === key && params.ordering === 'desc' ? 'asc' : 'desc' });

  const sortHeader = (key: DocumentSort, w: number, className: string) => (
    <SortableTh
      width={w}
      className={className}
      sorted={params.sortBy === key ? params.ordering : null}
      onSort={() => sortBy(key)}
    >
      {sortLabels[key]}
    </SortableTh>
  );

  const directoryTree = (
    <DirectoryTree
      workspaceGuid={workspaceGuid}
      selected={params.directoryId}
      onSelect={(directoryId) => update({ directoryId })}
    />
  );

  return (
    <LiteStack>
      <PageHeader
        title="Documents"
        description={
          data
            ? `${data.totalCount.toLocaleString()} document${data.totalCount === 1 ? '' : 's'}${filtered ? ' match' : ''}`
            : 'Loading…'
        }
        announce
      >
        <LiteGroup gap="xs">
          {/* Which document each placement shows to whom (placements-page.tsx). */}
          <LiteButton variant="default" component={Link} to={appPath('/documents/placements')}>
            Placements
          </LiteButton>
          <NewDocumentButton workspaceGuid={workspaceGuid} directoryId={params.directoryId} />
        </LiteGroup>
      </PageHeader>
      {deleted && (
        <LiteAlert color="teal" role="status">
          “{deleted}” was deleted.
        </LiteAlert>
      )}

      <div className={classes.layout}>
        {!phone && (
          <div className={`${classes.column} ${classes.tree}`}>
            <LitePaper withBorder p="sm" radius="md">
              {directoryTree}
            </LitePaper>
          </div>
        )}
        <div className={`${classes.column} ${classes.list}`}>
          <LiteStack>
            <LitePaper withBorder p="sm" radius="md">
              <DocumentFilters
                params={params}
                workspaceGuid={workspaceGuid}
                onChange={update}
                directoryPicker={phone ? directoryTree : null}
              />
            </LitePaper>
            {query.isError && !data ? (
              <ErrorState
                error={query.error}
                onRetry={() => void query.refetch()}
                title="The documents could not be loaded"
              />
            ) : (
              <LitePaper withBorder radius="md">
                <LiteGroup justify="flex-end" p="xs">
                  <RefreshButton query={query} withTime />
                </LiteGroup>
                <div className={listColumnClasses.box}>
                  <ListTable label="Documents" busy={query.isFetching} minWidth={tableMinWidth}>
                    <thead>
                      <tr>
                        <th className={columns.name}>Name</th>
                        <th style={{ width: 120 }} className={columns.type}>
                          Type
                        </th>
                        {sortHeader('priority', 96, columns.priority)}
                        <th style={{ width: 110 }} className={columns.audience}>
                          Audience
                        </th>
                        <th style={{ width: 116 }} className={columns.status}>
                          Status
                        </th>
                        <th style={{ width: 130 }} className={columns.directory}>
                          Directory
                        </th>
                        {sortHeader('updatedAt', 130, columns.updated)}
                      </tr>
                    </thead>
                    <tbody>
                      {!data && <SkeletonRows columns={7} />}
                      {data?.documents.map((document) => (
                        <DocumentRow key={document.id} document={document} />
                      ))}
                    </tbody>
                  </ListTable>
                </div>
                {data && data.documents.length === 0 && (
                  <EmptyList
                    message={filtered ? 'No document matches these filters.' : 'This workspace has no documents yet.'}
                    onClearFilters={
                      filtered
                        ? () =>
                            setSearch(
                              searchFromDocumentParams({ ...defaultDocumentListParams, pageSize: params.pageSize }),
                            )
                        : undefined
                    }
                  />
                )}
                <ListPager
                  pageSizes={documentPageSizes}
                  pageSize={params.pageSize}
                  onPageSize={(pageSize) => update({ pageSize })}
                  page={params.page}
                  totalPages={data?.totalPages}
                  onPage={(page) => setSearch(searchFromDocumentParams({ ...params, page }))}
                />
              </LitePaper>
            )}
          </LiteStack>
        </div>
      </div>
    </LiteStack>
  );
}

/** A document's row: its name (a link) and slug, type, priority, audience, status, directory and last update. */
function DocumentRow({ document }: { document: DocumentSummary }) {
  return (
    <tr>
      <td className={columns.name}>
        <RowLink to={appPath(`/documents/${document.id}`)}>{document.name}</RowLink>
        {/* A slug never breaks at its hyphens: one line, the rest on hover. */}
        {document.slug && (
          <TruncatedText size="xs" monospace className={listColumnClasses.sub}>
            {document.slug}
          </TruncatedText>
        )}
      </td>
      <td className={columns.type}>
        <TruncatedText>{document.schema ?? '—'}</TruncatedText>
      </td>
      <td className={columns.priority}>{document.priority}</td>
      <td className={columns.audience}>
        <TruncatedText>{audienceText(document)}</TruncatedText>
      </td>
      <td className={columns.status}>
        <LightBadge color={document.status === 'PUBLISHED' ? 'teal' : 'gray'} letterCase="as-written">
          {document.status === 'PUBLISHED' ? 'Published' : 'Draft'}
        </LightBadge>
      </td>
      <td className={columns.directory}>
        <TruncatedText>{document.directory?.name ?? '—'}</TruncatedText>
      </td>
      <td className={columns.updated}>
        <DateTime value={document.updatedAt} />
      </td>
    </tr>
  );
}
