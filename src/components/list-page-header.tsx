import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListPageHeaderProps {
  title: string;
  /** How many items match, read out when it changes; null while loading. */
  summary: string | null;
  /** The page's actions, on the right. */
  children?: ReactNode;
}

/** The heading of a list page: its name, how many items match, and its actions. */
export function ListPageHeader({ title, summary, children }: ListPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={0}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm" aria-live="polite">
          {summary ?? 'Loading…'}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}
