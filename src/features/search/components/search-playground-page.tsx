import { LiteStack, LiteTitle } from '../../../components/ui/lite';
import { partAfterFirstPaint, whenContentShown } from '../../../lib/after-content';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../lib/use-session';
import { useTrackerKey } from '../hooks/use-tracker-key';
import { ensureTrackerKey, forgetTrackerKey } from '../model/tracker-key';
import { SearchPlaygroundStandIn } from './search-playground-header';
import { TrackerKeyForm } from './tracker-key-form';

/**
 * The playground (its form, results and their Mantine components, some 40 KB) arrives once the page's heading is on
 * screen; its stand-in draws that heading and the form's place
 * (docs/decisions/0121-search-heading-and-newest-events-first.md).
 */
const SearchPlayground = partAfterFirstPaint(
  async () => (await import('./search-playground')).SearchPlayground,
  SearchPlaygroundStandIn,
);

interface SearchPlaygroundPageProps {
  /** Simulator builds: the simulator's tracker key of a workspace. */
  fromSimulator?: (ws: string) => Promise<string | null>;
}

/**
 * Simulator builds, a workspace without a stored key: whether the simulator is still being asked for it. It is
 * asked once the page has shown its heading (a convenience of the simulator, which a real deployment does not
 * have, so it does not hold back the page), and not again after the key it gave was refused.
 */
function useSimulatorKeyLookup(
  ws: string,
  trackerKey: string | null,
  refused: boolean,
  fromSimulator: SearchPlaygroundPageProps['fromSimulator'],
): boolean {
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const looking = !trackerKey && !refused && fromSimulator !== undefined && askedFor !== ws;
  useEffect(() => {
    if (!looking) return;
    let current = true;
    void whenContentShown()
      .then(() => ensureTrackerKey(ws, fromSimulator))
      .finally(() => {
        if (current) setAskedFor(ws);
      });
    return () => {
      current = false;
    };
  }, [looking, ws, fromSimulator]);
  return looking;
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
  const looking = useSimulatorKeyLookup(ws, trackerKey, refused, fromSimulator);

  if (looking) return <SearchPlaygroundStandIn />;
  if (!trackerKey) {
    return (
      <LiteStack>
        <LiteTitle order={1} size="h2">
          Search playground
        </LiteTitle>
        <TrackerKeyForm
          ws={ws}
          workspaceName={workspace?.name ?? 'this workspace'}
          refused={refused}
          fromSimulator={fromSimulator}
          onSaved={() => setRefused(false)}
        />
      </LiteStack>
    );
  }
  return <SearchPlayground key={`${ws}:${trackerKey}`} ws={ws} trackerKey={trackerKey} onKeyRefused={onKeyRefused} />;
}
