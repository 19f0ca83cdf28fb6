import {
  ActionIcon,
  Badge,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { DateTime } from '../../../components/date-time';
import { IconCheck, IconCopy, IconX } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/use-session';
import { authorityAreas } from '../../../lib/authorities';
import { currentWorkspaceQuery } from '../api/current-workspace';
import { WorkspaceAvatar } from './workspace-avatar';

function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="sm" truncate>
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={`Copy ${label}`}>
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={180} fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** The current workspace (as the service reports it) and what the person's role allows in it. */
export function WorkspaceOverviewPage() {
  const current = useSession();
  const guid = current?.workspace?.guid ?? '';
  const { data: workspace } = useSuspenseQuery(currentWorkspaceQuery(guid));
  const granted = new Set(current?.consumer?.authorities ?? []);

  if (!workspace) {
    return <Text>No workspace is selected.</Text>;
  }

  return (
    <Stack>
      <Group gap="md">
        <WorkspaceAvatar name={workspace.name} logo={workspace.logo} size="lg" />
        <Stack gap={0}>
          <Title order={1} size="h2">
            {workspace.name}
          </Title>
          <Text c="dimmed" size="sm">
            Workspace overview
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="workspace-facts">
          <Title order={2} size="h4" id="workspace-facts" mb="sm">
            Workspace
          </Title>
          <Table>
            <Table.Tbody>
              <Fact label="Name">{workspace.name}</Fact>
              <Fact label="Workspace id">
                <CopyValue value={String(workspace.id)} label="workspace id" />
              </Fact>
              <Fact label="Workspace GUID">
                <CopyValue value={workspace.guid} label="workspace GUID" />
              </Fact>
              <Fact label="Subdomain">{workspace.subdomain ?? '—'}</Fact>
              <Fact label="Created">
                <DateTime value={workspace.created} format="absolute" />
              </Fact>
              <Fact label="Email attribute">{workspace.emailAttributeName ?? '—'}</Fact>
              <Fact label="Restrictions">
                <Group gap={4}>
                  <Badge color={workspace.mfaRequired ? 'orange' : 'gray'} variant="light">
                    MFA {workspace.mfaRequired ? 'required' : 'not required'}
                  </Badge>
                  <Badge color={workspace.ipRestricted ? 'orange' : 'gray'} variant="light">
                    IP {workspace.ipRestricted ? 'restricted' : 'not restricted'}
                  </Badge>
                </Group>
              </Fact>
              {workspace.labels.length > 0 && (
                <Fact label="Labels">
                  <Group gap={4}>
                    {workspace.labels.map((label) => (
                      <Badge key={label} variant="outline">
                        {label}
                      </Badge>
                    ))}
                  </Group>
                </Fact>
              )}
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="workspace-access">
          <Title order={2} size="h4" id="workspace-access" mb="sm">
            Your access
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Role: {current?.consumer?.roles || '—'}. Actions your role does not include are disabled across the
            dashboard.
          </Text>
          <Table>
            <Table.Tbody>
              {authorityAreas.map(({ area, grants }) => (
                <Table.Tr key={area}>
                  <Table.Th scope="row" w={140} fw={500}>
                    {area}
                  </Table.Th>
                  <Table.Td>
                    <Group gap={4}>
                      {grants.map(({ authority, label }) => {
                        const has = granted.has(authority);
                        return (
                          <Tooltip key={authority} label={authority} withArrow>
                            <Badge
                              tabIndex={0}
                              color={has ? 'teal' : 'gray'}
                              variant={has ? 'light' : 'outline'}
                              leftSection={has ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
                              aria-label={`${label}: ${has ? 'allowed' : 'not allowed'} (${authority})`}
                            >
                              {label}
                            </Badge>
                          </Tooltip>
                        );
                      })}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
