import { Badge, Button, Code, CopyButton, Group, Paper, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { curlOf } from '../model/curl';
import type { PagingInfo, SearchExchange } from '../api/run-search';
import { SegmentedControl } from '../../../components/segmented-control';

const pagingSourceText: Record<PagingInfo['source'], string> = {
  body: 'metadata from the body (meta)',
  headers: 'metadata from the X-Pagination-* headers',
  'page-size': 'no paging metadata readable: a full page is taken to have a next one',
};

export interface InspectedSide {
  label: string;
  exchange: SearchExchange | undefined;
  paging: PagingInfo | null;
  meta: unknown;
}

/** The exact request sent (URL, body), the answer's status, headers, metadata and timing, and a curl command. */
export function RequestInspector({ sides }: { sides: InspectedSide[] }) {
  const [chosen, setChosen] = useState(0);
  const side = sides[Math.min(chosen, sides.length - 1)];
  const exchange = side?.exchange;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="request-inspector-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700} id="request-inspector-title">
            Request inspector
          </Text>
          {sides.length > 1 && (
            <SegmentedControl
              size="xs"
              aria-label="Request shown"
              value={String(chosen)}
              onChange={(value) => setChosen(Number(value))}
              data={sides.map((item, index) => ({ value: String(index), label: item.label }))}
            />
          )}
        </Group>
        {!exchange ? (
          <Text size="sm" c="dimmed">
            No request sent yet.
          </Text>
        ) : (
          <Tabs defaultValue="request" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="request">Request</Tabs.Tab>
              <Tabs.Tab value="response">Response</Tabs.Tab>
              <Tabs.Tab value="curl">curl</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="request" pt="xs">
              <Stack gap={6}>
                <Group gap="xs">
                  <Badge variant="filled">{exchange.method}</Badge>
                  <Text size="xs" c="dimmed">
                    No Authorization header: the tracker key is the <Code>token</Code> parameter.
                  </Text>
                </Group>
                <Code block data-testid="request-url" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {exchange.url}
                </Code>
                {exchange.image && (
                  <Text size="sm">
                    multipart/form-data: file part <Code>image</Code> ({exchange.image.name},{' '}
                    {exchange.image.type || 'unknown type'}, {exchange.image.size.toLocaleString()} bytes), text part{' '}
                    <Code>params</Code>:
                  </Text>
                )}
                {exchange.body !== undefined && (
                  <Code block data-testid="request-body">
                    {exchange.body}
                  </Code>
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="response" pt="xs">
              <Stack gap={6}>
                <Text size="sm">
                  Status <b>{exchange.status ?? 'no answer'}</b> in {Math.round(exchange.durationMs)} ms
                  {side.paging ? ` · ${pagingSourceText[side.paging.source]}` : ''}
                </Text>
                {exchange.headers.length > 0 && (
                  <ScrollArea.Autosize mah={200}>
                    <Table fz="xs" verticalSpacing={2} aria-label="Response headers">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Header</Table.Th>
                          <Table.Th>Value</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {exchange.headers.map(([name, value]) => (
                          <Table.Tr key={name}>
                            <Table.Td ff="monospace">{name}</Table.Td>
                            <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                              {value}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </ScrollArea.Autosize>
                )}
                {side.paging && (
                  <Code block data-testid="response-meta">
                    {JSON.stringify(side.meta ?? side.paging, null, 2)}
                  </Code>
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="curl" pt="xs">
              <Stack gap={6}>
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {curlOf(exchange)}
                </Code>
                <Group>
                  <CopyButton value={curlOf(exchange)}>
                    {({ copied, copy }) => (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={copy}
                        leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                      >
                        {copied ? 'Copied' : 'Copy as curl'}
                      </Button>
                    )}
                  </CopyButton>
                  <Text size="xs" c="dimmed">
                    Carries the tracker key (public by design), never your sign-in token.
                  </Text>
                </Group>
              </Stack>
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Paper>
  );
}
