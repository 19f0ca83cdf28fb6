import { Popover } from '../../../components/ui/mantine';
import { LiteStack, LiteText } from '../../../components/ui/lite';
import { useOpenedAfterMount, type IntentOverlayStart } from '../../../lib/on-first-use';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useLocation } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { appPath, pathInWorkspace } from '../../../lib/app-path';
import { useSession } from '../../../lib/use-session';
import { workspacesQuery } from '../api/list-workspaces';
import { useSwitchWorkspace } from '../api/use-switch-workspace';
import { WorkspaceSwitcherButton } from './workspace-switcher-button';
import { WorkspaceList } from './workspace-list';

/**
 * The current workspace, always visible in the header, and the way to switch from any page. After a switch
 * the person stays in the same section (its first path segment): ids of one workspace mean nothing in another.
 * Loaded on intent; until then its button stands alone (src/app/shell/app-layout.tsx).
 */
export function WorkspaceSwitcher({ openAtStart, focusAtStart }: IntentOverlayStart) {
  const current = useSession();
  const { opened, onChange: setOpened } = useOpenedAfterMount(openAtStart);
  const close = () => setOpened(false);
  const navigate = useNavigate();
  const location = useLocation();
  const workspaces = useQuery({ ...workspacesQuery(current?.username ?? ''), enabled: opened });
  const { open, pendingGuid, error } = useSwitchWorkspace(async (next) => {
    close();
    const section = pathInWorkspace(location.pathname).split('/')[1];
    await navigate(appPath(section ? `/${section}` : '/', next.guid));
  });
  const workspace = current?.workspace;
  const logo = workspaces.data?.find((item) => item.guid === workspace?.guid)?.logo ?? null;

  return (
    <Popover
      opened={opened}
      onChange={(value) => !value && close()}
      width={420}
      position="bottom-start"
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <WorkspaceSwitcherButton
          logo={logo}
          onClick={() => setOpened(!opened)}
          aria-expanded={opened}
          autoFocus={focusAtStart}
        />
      </Popover.Target>
      {/* 420 px where there is room; on a 390 px phone the screen less 8 px each side (docs/features/workspaces.md). */}
      <Popover.Dropdown role="dialog" aria-label="Switch workspace" style={{ maxWidth: 'calc(100vw - 16px)' }}>
        <LiteStack gap="sm">
          {error !== null && <ErrorState error={error} title="This workspace could not be opened" />}
          {workspaces.isPending && <LiteText size="sm">Loading workspaces…</LiteText>}
          {workspaces.isError && <ErrorState error={workspaces.error} onRetry={() => void workspaces.refetch()} />}
          {workspaces.data && (
            <WorkspaceList
              workspaces={workspaces.data}
              currentGuid={workspace?.guid}
              pendingGuid={pendingGuid}
              onSelect={(next) => (next.guid === workspace?.guid ? close() : void open(next))}
              maxHeight={360}
              autoFocus
            />
          )}
        </LiteStack>
      </Popover.Dropdown>
    </Popover>
  );
}
