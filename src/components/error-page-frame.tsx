import { Box, Button, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { appPath } from '../lib/app-path';

/** The frame of a route's error page: a heading, what happened, and a way back to the overview. */
export function ErrorPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  // Inside the app shell the page sits in the shell's <main>; on its own it is the main landmark.
  const inShell = useMatches().some((match) => match.id === 'shell');
  // A plain box rather than Container: this frame is in the start-up bundle (see route-error-boundary.tsx).
  return (
    <Box component={inShell ? 'div' : 'main'} maw={720} mx="auto" px="md" py={inShell ? 0 : 'xl'}>
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
        <Button variant="default" onClick={() => void navigate(appPath('/'))} w="fit-content">
          Go to the overview
        </Button>
      </Stack>
    </Box>
  );
}
