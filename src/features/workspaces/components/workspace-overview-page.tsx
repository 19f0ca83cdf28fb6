import {
  LiteAnchor,
  LiteButton,
  LiteGroup,
  LitePaper,
  LiteStack,
  LiteText,
  LiteTitle,
} from '../../../components/ui/lite';
import { CopyableValue } from '../../../components/copy-button';
import { DateTime } from '../../../components/date-time';
import { Fact, FactsTable } from '../../../components/facts-table';
import { Skeleton } from '../../../components/skeleton';
import { TruncatedText } from '../../../components/truncated-text';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../../../components/router-link';
import { useSession } from '../../../lib/use-session';
import { authorityAreas } from '../../../lib/authorities';
import { currentWorkspaceQuery } from '../api/current-workspace';
import { WorkspaceAvatar } from './workspace-avatar';
import classes from './workspace-overview-page.module.css';

/** One key count: its value once loaded, or its own failure with a retry (never the whole page's). */
export interface OverviewCount {
  label: string;
  /** Where the count's list is. */
  to: string;
  /** What the count is of, or, for a zero, the verdict ("None in the last 24 hours."). */
  hint: ReactNode;
  /** A zero's evidence, on a line of its own under the hint (when the newest one was), or its loading state. */
  detail?: { text: ReactNode } | { pending: true; label: string };
  value?: number;
  /** The value is a lower bound ("500+"). */
  capped?: boolean;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

export interface OverviewRecentItem {
  id: string;
  label: string;
  to: string;
  /** ISO date-time shown relative (absolute on hover). */
  date?: string | null;
}

export interface OverviewRecent {
  title: string;
  to: string;
  items?: OverviewRecentItem[];
  empty: string;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

function Retry({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <LiteGroup gap="xs" wrap="nowrap">
      <LiteText size="sm" c="dimmed">
        Could not load
      </LiteText>
      <LiteButton
        size="compact-xs"
        variant="light"
        leftSection={<IconRefresh size={12} aria-hidden />}
        onClick={onRetry}
        aria-label={`Try again: ${what}`}
      >
        Try again
      </LiteButton>
    </LiteGroup>
  );
}

/** A card's lines while its answer is on the way. */
function SkeletonLines({ lines, ...props }: { lines: number; role?: string; 'aria-label'?: string }) {
  return (
    <LiteStack gap="xs" {...props}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={20} />
      ))}
    </LiteStack>
  );
}

function CountCard({ count }: { count: OverviewCount }) {
  return (
    <LitePaper withBorder p="md" radius="md" component="section" aria-label={count.label}>
      <LiteText size="sm" c="dimmed">
        {count.label}
      </LiteText>
      {count.pending ? (
        <Skeleton
          height={32}
          width={80}
          className={classes.countSkeleton}
          role="status"
          aria-label={`Loading ${count.label}`}
        />
      ) : count.failed || count.value === undefined ? (
        <Retry what={count.label} onRetry={count.onRetry} />
      ) : (
        <LiteAnchor component={Link} to={count.to} fz={28} fw={700} underline="hover" c="var(--mantine-color-text)">
          {count.value.toLocaleString()}
          {count.capped ? '+' : ''}
        </LiteAnchor>
      )}
      <LiteText size="xs" c="dimmed">
        {count.hint}
      </LiteText>
      {count.detail &&
        ('pending' in count.detail ? (
          <Skeleton height={14} width="70%" role="status" aria-label={`Loading ${count.detail.label}`} />
        ) : (
          <LiteText size="xs" c="dimmed">
            {count.detail.text}
          </LiteText>
        ))}
    </LitePaper>
  );
}

function RecentCard({ recent }: { recent: OverviewRecent }) {
  const id = `recent-${recent.to.replace(/\W/g, '')}`;
  return (
    <LitePaper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <LiteGroup justify="space-between" mb="xs" wrap="nowrap">
        <LiteTitle order={2} size="h4" id={id}>
          {recent.title}
        </LiteTitle>
        <LiteAnchor component={Link} to={recent.to} size="sm">
          View all
        </LiteAnchor>
      </LiteGroup>
      {recent.pending ? (
        <SkeletonLines lines={3} />
      ) : recent.failed || !recent.items ? (
        <Retry what={recent.title} onRetry={recent.onRetry} />
      ) : recent.items.length === 0 ? (
        <LiteText size="sm" c="dimmed">
          {recent.empty}
        </LiteText>
      ) : (
        <LiteStack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {recent.items.map((item) => (
            <LiteGroup key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <LiteAnchor component={Link} to={item.to} size="sm" miw={0}>
                <TruncatedText>{item.label}</TruncatedText>
              </LiteAnchor>
              {item.date && (
                <LiteText size="xs" c="dimmed" style={{ flex: 'none' }}>
                  <DateTime value={item.date} />
                </LiteText>
              )}
            </LiteGroup>
          ))}
        </LiteStack>
      )}
    </LitePaper>
  );
}

/** What the role allows, as one quiet line: "Profiles: view, edit · Documents: view · …", and what it does not. */
function accessLine(granted: ReadonlySet<string>): { allowed: string; denied: string } {
  const allowed: string[] = [];
  const denied: string[] = [];
  for (const { area, grants } of authorityAreas) {
    const yes = grants.filter((grant) => granted.has(grant.authority)).map((grant) => grant.label.toLowerCase());
    const no = grants.filter((grant) => !granted.has(grant.authority)).map((grant) => grant.label.toLowerCase());
    if (yes.length > 0) allowed.push(`${area}: ${yes.join(', ')}`);
    if (no.length > 0) denied.push(`${area}: ${no.join(', ')}`);
  }
  return { allowed: allowed.join(' · ') || 'nothing', denied: denied.join(' · ') };
}

interface WorkspaceOverviewPageProps {
  counts: OverviewCount[];
  recent: OverviewRecent[];
  /** The quick actions the role allows (links or buttons); nothing when it allows none. */
  actions: ReactNode;
}

/**
 * The workspace at a glance: key counts, what changed lately, the usual next steps (only those the role
 * allows), the workspace's facts, and the person's access in one line.
 */
export function WorkspaceOverviewPage({ counts, recent, actions }: WorkspaceOverviewPageProps) {
  const current = useSession();
  const guid = current?.workspace?.guid ?? '';
  // The page shows at once with the name the session holds; the workspace's record fills its facts (and logo).
  const answer = useQuery(currentWorkspaceQuery(guid));
  const workspace = answer.data;
  const name = workspace?.name ?? current?.workspace?.name;
  const access = accessLine(new Set(current?.consumer?.authorities ?? []));

  if (!name) {
    return <LiteText>No workspace is selected.</LiteText>;
  }

  return (
    <LiteStack>
      <LiteGroup gap="md" wrap="nowrap">
        <WorkspaceAvatar name={name} logo={workspace?.logo ?? null} size="lg" />
        <LiteStack gap={0} miw={0}>
          <LiteTitle order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </LiteTitle>
          <LiteText c="dimmed" size="sm">
            Workspace overview
          </LiteText>
        </LiteStack>
      </LiteGroup>
      {actions && (
        <LiteGroup gap="xs" role="group" aria-label="Quick actions">
          {actions}
        </LiteGroup>
      )}
      {counts.length > 0 && (
        <div className={classes.counts}>
          {counts.map((count) => (
            <CountCard key={count.label} count={count} />
          ))}
        </div>
      )}
      {recent.length > 0 && (
        <div className={classes.recent}>
          {recent.map((item) => (
            <RecentCard key={item.to} recent={item} />
          ))}
        </div>
      )}
      <LitePaper withBorder p="md" radius="md" component="section" aria-labelledby="workspace-facts">
        <LiteTitle order={2} size="h4" id="workspace-facts" mb="sm">
          Workspace
        </LiteTitle>
        {workspace ? (
          <FactsTable>
            <Fact label="Workspace id">
              <CopyableValue value={String(workspace.id)} label="workspace id" />
            </Fact>
            <Fact label="Workspace GUID">
              <CopyableValue value={workspace.guid} label="workspace GUID" />
            </Fact>
            <Fact label="Subdomain">{workspace.subdomain ?? '—'}</Fact>
            <Fact label="Created">
              <DateTime value={workspace.created} format="datetime" />
            </Fact>
            <Fact label="Email attribute">{workspace.emailAttributeName ?? '—'}</Fact>
            <Fact label="Restrictions">
              MFA {workspace.mfaRequired ? 'required' : 'not required'} · IP{' '}
              {workspace.ipRestricted ? 'restricted' : 'not restricted'}
            </Fact>
            {workspace.labels.length > 0 && (
              <Fact label="Labels">
                <span className={classes.labels}>
                  {workspace.labels.map((label) => (
                    <span key={label} className={classes.label}>
                      {label}
                    </span>
                  ))}
                </span>
              </Fact>
            )}
          </FactsTable>
        ) : answer.isError ? (
          <Retry what="Workspace" onRetry={() => void answer.refetch()} />
        ) : (
          <SkeletonLines lines={6} role="status" aria-label="Loading the workspace" />
        )}
      </LitePaper>
      <LiteText size="sm" c="dimmed">
        Your access. Role: {current?.consumer?.roles || '—'}. Allowed: {access.allowed}.
        {access.denied && ` Not allowed: ${access.denied}.`}
      </LiteText>
    </LiteStack>
  );
}
