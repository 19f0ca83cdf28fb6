import { Alert, Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
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
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Choose a workspace
            </Title>
            <Text c="dimmed" size="sm">
              Signed in as {current?.consumer?.name ?? username} ({username})
            </Text>
          </Stack>
          <Anchor component="button" type="button" size="sm" onClick={() => signOut(queryClient)}>
            Sign out
          </Anchor>
        </Group>
        {unavailable && error === null && (
          <Alert color="yellow" title="This link is for a workspace your account cannot open" role="status">
            It may belong to another account, or you may no longer be invited to it. Choose one of your workspaces.
          </Alert>
        )}
        {error !== null && <ErrorState error={error} title="This workspace could not be opened" />}
        <Paper withBorder p="md" radius="md">
          {workspaces.length === 0 ? (
            <Text>Your account has no workspace yet. Ask an administrator to invite you to one.</Text>
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
        </Paper>
      </Stack>
    </Container>
  );
}
