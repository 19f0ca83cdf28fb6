import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** Under the title, dimmed: what the page is for, or how many items a list shows. */
  description: ReactNode;
  /** Read the description out when it changes (a list's count after filtering). */
  announce?: boolean;
  /** The page's actions, on the right. */
  children?: ReactNode;
}

/**
 * The heading of a page: its name, a line about it, and its actions. On a narrow screen the actions wrap under
 * the title rather than widen the page.
 */
export function PageHeader({ title, description, announce = false, children }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={0} miw={0} style={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm" aria-live={announce ? 'polite' : undefined}>
          {description}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}
