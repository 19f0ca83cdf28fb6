import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { DateTime } from '../../../components/date-time';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/error-state';
import { browsersQuery, geoQuery } from '../api/profile-extras';

/** Where the profile was last seen (geographical data) and with which browsers. */
export function ProfileActivityCards({ workspaceGuid, clientId }: { workspaceGuid: string; clientId: number }) {
  const geo = useQuery(geoQuery(workspaceGuid, clientId));
  const browsers = useQuery(browsersQuery(workspaceGuid, clientId));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="geo-title">
        <Title order={2} size="h4" id="geo-title" mb="sm">
          Geographical data
        </Title>
        {geo.isError && <ErrorState error={geo.error} onRetry={() => void geo.refetch()} />}
        {geo.isPending && <Text size="sm">Loading…</Text>}
        {geo.data && (
          <Table>
            <Table.Tbody>
              {(
                [
                  ['IP address', geo.data.ip],
                  ['Provider', [geo.data.isp, geo.data.as].filter(Boolean).join(' · ')],
                  ['Place', [geo.data.city, geo.data.province, geo.data.countryCode].filter(Boolean).join(', ')],
                  [
                    'Coordinates',
                    geo.data.lat != null && geo.data.lon != null
                      ? `${geo.data.lat.toFixed(4)}, ${geo.data.lon.toFixed(4)}`
                      : null,
                  ],
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" w={140} fw={500}>
                    {label}
                  </Table.Th>
                  <Table.Td>{value || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="browsers-title">
        <Title order={2} size="h4" id="browsers-title" mb="sm">
          Browsers
        </Title>
        {browsers.isError && <ErrorState error={browsers.error} onRetry={() => void browsers.refetch()} />}
        {browsers.data && browsers.data.length === 0 && (
          <Text size="sm" c="dimmed">
            No browser seen yet.
          </Text>
        )}
        {browsers.data && browsers.data.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Browser</Table.Th>
                <Table.Th>System</Table.Th>
                <Table.Th>Last seen</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {browsers.data.map((browser, index) => (
                <Table.Tr key={`${browser.name}-${index}`}>
                  <Table.Td>{[browser.name, browser.version].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td>{[browser.os, browser.device].filter(Boolean).join(' · ') || '—'}</Table.Td>
                  <Table.Td>
                    <DateTime value={browser.lastSeen} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </SimpleGrid>
  );
}
