import { Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useSession } from '../../../lib/use-session';
import { forgetTrackerKey, useTrackerKey } from '../api/tracker-key';
import { SearchPlayground } from './search-playground';
import { TrackerKeyForm } from './tracker-key-form';

interface SearchPlaygroundPageProps {
  /** Simulator builds: the simulator's tracker key of a workspace. */
  fromSimulator?: (ws: string) => Promise<string | null>;
}

/** `/search`: asks for the workspace's tracker key once, then the playground. */
export function SearchPlaygroundPage({ fromSimulator }: SearchPlaygroundPageProps) {
  const workspace = useSession()?.workspace;
  const ws = workspace?.guid ?? '';
  const trackerKey = useTrackerKey(ws);
  const [refused, setRefused] = useState(false);
  const onKeyRefused = useCallback(() => {
    forgetTrackerKey(ws);
    setRefused(true);
  }, [ws]);

  if (!trackerKey) {
    return (
      <Stack>
        <Title order={1} size="h2">
          Search playground
        </Title>
        <TrackerKeyForm
          ws={ws}
          workspaceName={workspace?.name ?? 'this workspace'}
          refused={refused}
          fromSimulator={fromSimulator}
          onSaved={() => setRefused(false)}
        />
      </Stack>
    );
  }
  return <SearchPlayground key={`${ws}:${trackerKey}`} ws={ws} trackerKey={trackerKey} onKeyRefused={onKeyRefused} />;
}
