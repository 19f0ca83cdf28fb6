import {
  LiteAlert,
  LiteAnchor,
  LiteGroup,
  LitePaper,
  LiteStack,
  LiteText,
  LiteTitle,
} from '../../../components/ui/lite';
import { Container } from '../../../components/ui/mantine';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { appPath } from '../../../lib/app-path';
import { safeReturnTo } from '../../../lib/return-to';
import { useSession } from '../../../lib/use-session';
import { signOut } from '../../../lib/sign-out';
import { workspacesQuery } from '../api/list-workspaces';
import { useSwitchWorkspace } from '../api/use-switch-workspace';
import { WorkspaceList } from './workspace-list';

export function WorkspacePickerPage() {
  const current = useSession();
  const username = current?.username ?? '';
  const { data: workspaces } = useSuspenseQuery(workspacesQuery(username));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const unavailable = params.get('unavailable') === '1';
  const { open, pendingGuid, error } = useSwitchWorkspace(async (workspace) => {
    // The page asked for, in the workspace chosen.
    await navigate(appPath(returnTo ?? '/', workspace.guid), { replace: true });
  });

  return (
    <Container size="sm" py="xl" component="main">
      <LiteStack>
        <LiteGroup justify="space-between" align="flex-end">
          <LiteStack gap={4}>
            <LiteTitle order={1} size="h2">
              Choose a workspace
            </LiteTitle>
            <LiteText c="dimmed" size="sm">
              Signed in as {current?.consumer?.name ?? username} ({username})
            </LiteText>
          </LiteStack>
          <LiteAnchor component="button" type="button" size="sm" onClick={() => signOut(queryClient)}>
            Sign out
          </LiteAnchor>
        </LiteGroup>
        {unavailable && error === null && (
          <LiteAlert color="yellow" title="This link is for a workspace your account cannot open" role="status">
            It may belong to another account, or you may no longer be invited to it. Choose one of your workspaces.
          </LiteAlert>
        )}
        {error !== null && <ErrorState error={error} title="This workspace could not be opened" />}
        <LitePaper withBorder p="md" radius="md">
          {workspaces.length === 0 ? (
            <LiteText>Your account has no workspace yet. Ask an administrator to invite you to one.</LiteText>
          ) : (
            <WorkspaceList
              workspaces={workspaces}
              onSelect={(workspace) => void open(workspace)}
              currentGuid={current?.workspace?.guid}
              pendingGuid={pendingGuid}
              maxHeight="60vh"
              autoFocus
            />
          )}
        </LitePaper>
      </LiteStack>
    </Container>
  );
}
