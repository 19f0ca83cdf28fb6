import { Button, Stack, Text } from '@mantine/core';

/** For a part of the app that could not be downloaded: say so, and offer the one thing that helps. */
export function ReloadPrompt() {
  return (
    <Stack gap="xs" align="flex-start" role="alert">
      <Text size="sm">
        Part of the dashboard could not be downloaded. Check your connection, then reload: you stay on this page, and
        what you typed in open forms is kept.
      </Text>
      <Button size="xs" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
