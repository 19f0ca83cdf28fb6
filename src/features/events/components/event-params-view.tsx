import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** An event's params as formatted JSON (text only: never interpreted as markup), with a copy button. */
export function EventParamsView({
  params,
  title = 'Params',
}: {
  params: Record<string, unknown> | null | undefined;
  title?: string;
}) {
  const json = JSON.stringify(params ?? {}, null, 2);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={600} c="dimmed">
          {title}
        </Text>
        <CopyButton value={json}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy JSON'} withArrow>
              <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={`Copy ${title.toLowerCase()} as JSON`}>
                {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} aria-label={`${title} JSON`}>
        {json}
      </Code>
    </Stack>
  );
}
