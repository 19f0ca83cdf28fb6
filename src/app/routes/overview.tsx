import { LiteButton } from '../../components/ui/lite';
import { IconFileImport, IconListSearch, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from '../../components/router-link';
import { NewDocumentButton } from '../../features/documents/components/new-document-button';
import { profileName } from '../../features/profiles/model/profile-name';
import {
  WorkspaceOverviewPage,
  type OverviewCount,
  type OverviewRecent,
} from '../../features/workspaces/components/workspace-overview-page';
import { authorities } from '../../lib/authorities';
import { useSession } from '../../lib/use-session';
import { countCapped, dayAgo, newestEventQuery, overviewQueries, SEARCH_ACTION } from './overview.queries';
import { DateTime } from '../../components/date-time';
import { appPath } from '../../lib/app-path';
import { useAfterFirstPaint } from '../../lib/after-content';

/**
 * A day count's hint and, at zero, its evidence: the hint says "None in the last 24 hours" as soon as the count is
 * known, and the line under it when the newest one was ("the newest event is from 11 months ago") or that there
 * never was one, so a zero reads as an answer, not a broken tile. Two lines, not one that grows: the verdict shows
 * without waiting for the second request (docs/decisions/0176-overview-zero-verdict-first.md).
 */
export function zeroDayHint(
  hint: string,
  count: number | undefined,
  newest: { data: readonly { time?: string | null }[] | undefined; isError: boolean },
  what: string,
): Pick<OverviewCount, 'hint' | 'detail'> {
  if (count !== 0) return { hint };
  const verdict = 'None in the last 24 hours.';
  // The question is secondary: on a failure the verdict stands alone.
  if (newest.isError) return { hint: verdict };
  if (newest.data === undefined) return { hint: verdict, detail: { pending: true, label: `the newest ${what}` } };
  const time = newest.data[0]?.time;
  if (!time) return { hint: verdict, detail: { text: `None recorded yet: no ${what} in this workspace.` } };
  return {
    hint: verdict,
    detail: {
      text: (
        <>
          The newest {what} is from <DateTime value={time} />.
        </>
      ),
    },
  };
}

/** The overview: the workspace page, given the counts, recent records and actions this workspace and role have. */
export function Component() {
  const current = useSession();
  const ws = current?.workspace?.guid ?? '';
  const granted = current?.consumer?.authorities ?? [];
  const can = (permission: string) => granted.includes(permission);
  // Fixed for the page's life (and, to the minute, the loader's window): the queries' keys stay the same.
  const [from] = useState(() => dayAgo());

  const queries = overviewQueries(ws, from, granted);
  const profiles = useQuery(queries.profiles);
  const documents = useQuery(queries.documents);
  const events = useQuery(queries.events);
  const searches = useQuery(queries.searches);
  // Only for a day without any: when the newest one was is what a zero means. Asked once the page's content is on
  // screen: the zero's verdict shows without it, and a request chained after the counts' would otherwise hold back
  // the page's largest paint (docs/decisions/0176-overview-zero-verdict-first.md).
  const painted = useAfterFirstPaint();
  const newestEvent = useQuery({ ...newestEventQuery(ws), enabled: painted && events.data?.length === 0 });
  const newestSearch = useQuery({
    ...newestEventQuery(ws, SEARCH_ACTION),
    enabled: painted && searches.data?.length === 0,
  });

  const state = (query: { isPending: boolean; isError: boolean; refetch: () => unknown }) => ({
    pending: query.isPending && !query.isError,
    failed: query.isError,
    onRetry: () => void query.refetch(),
  });

  const counts: OverviewCount[] = [];
  if (queries.profiles.enabled) {
    counts.push({
      label: 'Profiles',
      to: appPath('/profiles'),
      hint: 'in this workspace',
      value: profiles.data?.totalCount,
      ...state(profiles),
    });
  }
  if (queries.documents.enabled) {
    counts.push({
      label: 'Documents',
      to: appPath('/documents'),
      hint: 'drafts and published',
      value: documents.data?.totalCount,
      ...state(documents),
    });
  }
  if (queries.events.enabled) {
    counts.push(
      {
        label: 'Events',
        to: appPath('/events'),
        ...zeroDayHint('in the last 24 hours', events.data?.length, newestEvent, 'event'),
        value: events.data?.length,
        capped: events.data !== undefined && countCapped(events.data.length),
        ...state(events),
      },
      {
        label: 'Searches',
        to: appPath(`/events?action=${SEARCH_ACTION}`),
        ...zeroDayHint('item searches, last 24 hours', searches.data?.length, newestSearch, 'search'),
        value: searches.data?.length,
        capped: searches.data !== undefined && countCapped(searches.data.length),
        ...state(searches),
      },
    );
  }

  const recent: OverviewRecent[] = [];
  if (queries.documents.enabled) {
    recent.push({
      title: 'Recently changed documents',
      to: appPath('/documents'),
      empty: 'No documents yet.',
      items: documents.data?.documents.map((document) => ({
        id: document.id,
        label: document.name,
        to: appPath(`/documents/${document.id}`),
        date: document.updatedAt,
      })),
      ...state(documents),
    });
  }
  if (queries.profiles.enabled) {
    recent.push({
      title: 'Recently active profiles',
      to: appPath('/profiles?sort=lastActivityDate&order=desc'),
      empty: 'No profiles yet.',
      items: profiles.data?.profiles.map((profile) => ({
        id: String(profile.clientId),
        label: profileName(profile),
        to: appPath(`/profiles/${profile.clientId}`),
        date: profile.lastActivityDate,
      })),
      ...state(profiles),
    });
  }

  const link = (to: string, label: string, icon: ReactNode) => (
    <LiteButton component={Link} to={appPath(to)} variant="default" leftSection={icon}>
      {label}
    </LiteButton>
  );
  const actions = (
    <>
      {can(authorities.documentsCreate) && <NewDocumentButton workspaceGuid={ws} directoryId="" />}
      {can(authorities.profilesCreate) && link('/profiles/new', 'New profile', <IconUserPlus size={16} aria-hidden />)}
      {/* The import sends the batch, which takes the edit permission alone (as the list's Import button). */}
      {can(authorities.profilesEdit) &&
        link('/profiles/import', 'Import profiles', <IconFileImport size={16} aria-hidden />)}
      {can(authorities.searchRead) && link('/search', 'Search items', <IconListSearch size={16} aria-hidden />)}
    </>
  );
  const anyAction = [authorities.documentsCreate, authorities.profilesCreate, authorities.searchRead].some(can);

  return <WorkspaceOverviewPage counts={counts} recent={recent} actions={anyAction ? actions : null} />;
}
