import { Badge, CopyButton, ScrollArea, Table, Tabs } from '../../../components/ui/mantine';
import { LiteButton, LiteCode, LiteGroup, LitePaper, LiteStack, LiteText } from '../../../components/ui/lite';
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
    <LitePaper withBorder radius="md" p="sm" component="section" aria-labelledby="request-inspector-title">
      <LiteStack gap="xs">
        <LiteGroup justify="space-between">
          <LiteText fw={700} id="request-inspector-title">
            Request inspector
          </LiteText>
          {sides.length > 1 && (
            <SegmentedControl
              size="xs"
              aria-label="Request shown"
              value={String(chosen)}
              onChange={(value) => setChosen(Number(value))}
              data={sides.map((item, index) => ({ value: String(index), label: item.label }))}
            />
          )}
        </LiteGroup>
        {!exchange ? (
          <LiteText size="sm" c="dimmed">
            No request sent yet.
          </LiteText>
        ) : (
          <Tabs defaultValue="request" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="request">Request</Tabs.Tab>
              <Tabs.Tab value="response">Response</Tabs.Tab>
              <Tabs.Tab value="curl">curl</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="request" pt="xs">
              <LiteStack gap={6}>
                <LiteGroup gap="xs">
                  <Badge variant="filled">{exchange.method}</Badge>
                  <LiteText size="xs" c="dimmed">
                    No Authorization header: the tracker key is the <LiteCode>token</LiteCode> parameter.
                  </LiteText>
                </LiteGroup>
                <LiteCode block data-testid="request-url" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {exchange.url}
                </LiteCode>
                {exchange.image && (
                  <LiteText size="sm">
                    multipart/form-data: file part <LiteCode>image</LiteCode> ({exchange.image.name},{' '}
                    {exchange.image.type || 'unknown type'}, {exchange.image.size.toLocaleString()} bytes), text part{' '}
                    <LiteCode>params</LiteCode>:
                  </LiteText>
                )}
                {exchange.body !== undefined && (
                  <LiteCode block data-testid="request-body">
                    {exchange.body}
                  </LiteCode>
                )}
              </LiteStack>
            </Tabs.Panel>
            <Tabs.Panel value="response" pt="xs">
              <LiteStack gap={6}>
                <LiteText size="sm">
                  Status <b>{exchange.status ?? 'no answer'}</b> in {Math.round(exchange.durationMs)} ms
                  {side.paging ? ` · ${pagingSourceText[side.paging.source]}` : ''}
                </LiteText>
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
                  <LiteCode block data-testid="response-meta">
                    {JSON.stringify(side.meta ?? side.paging, null, 2)}
                  </LiteCode>
                )}
              </LiteStack>
            </Tabs.Panel>
            <Tabs.Panel value="curl" pt="xs">
              <LiteStack gap={6}>
                <LiteCode block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {curlOf(exchange)}
                </LiteCode>
                <LiteGroup>
                  <CopyButton value={curlOf(exchange)}>
                    {({ copied, copy }) => (
                      <LiteButton
                        size="xs"
                        variant="default"
                        onClick={copy}
                        leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                      >
                        {copied ? 'Copied' : 'Copy as curl'}
                      </LiteButton>
                    )}
                  </CopyButton>
                  <LiteText size="xs" c="dimmed">
                    Carries the tracker key (public by design), never your sign-in token.
                  </LiteText>
                </LiteGroup>
              </LiteStack>
            </Tabs.Panel>
          </Tabs>
        )}
      </LiteStack>
    </LitePaper>
  );
}
