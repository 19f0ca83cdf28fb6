import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { LiteText } from '../../../components/ui/lite';
import type { WallSample } from '../api/wall-sample';
import { personaSampleQuery } from '../api/wall-personas';
import type { Document } from '../api/schemas';
import { useBalancedSample } from '../hooks/use-balanced-sample';
import { usePersonas } from '../hooks/use-personas';
import type { WallParams } from '../model/wall-params';

/*
 * The wall's Balanced and Personas samples (decisions 0193 and 0179): how they are drawn, in a module of its own
 * that loads when one of them is chosen (audience-wall-page.tsx), so the Random wall's first paint carries none of
 * it. Each hands its sample to the page's view, in the shape of a query.
 */

/** A sample as the view shows it: pending, failed (with a retry) or drawn. */
export type WallSampleState =
  | { isPending: true; isError: false; error: unknown; data: undefined; refetch(): unknown }
  | { isPending: false; isError: true; error: unknown; data?: Pick<WallSample, 'profiles'>; refetch(): unknown }
  | { isPending: false; isError: false; error: unknown; data: Pick<WallSample, 'profiles'>; refetch(): unknown };

/** The document's version the wall previews, the latest saved, and the way to preview that one instead (0178). */
export interface WallVersion {
  latest: Document;
  previewLatest(): void;
}

export interface WallSampleViewProps {
  ws: string;
  /** The version the verdicts are for (`version.latest` once the person asks for it). */
  document: Document;
  version: WallVersion;
  params: WallParams;
  sample: WallSampleState;
  /** A line the sample adds to the summary (Balanced says how it went). */
  note: string | null;
  /** A draw that stopped part-way (a listing read failed): the wall offers to draw again. */
  onDrawAgain?: () => void;
}

export interface ChosenSampleProps {
  ws: string;
  document: Document;
  version: WallVersion;
  params: WallParams;
  View: ComponentType<WallSampleViewProps>;
}

export function ChosenSample(props: ChosenSampleProps) {
  return props.params.kind === 'balanced' ? <BalancedSample {...props} /> : <PersonaSample {...props} />;
}

function BalancedSample({ ws, document, version, params, View }: ChosenSampleProps) {
  const balanced = useBalancedSample(ws, document, params);
  const { progress, error, retry } = balanced ?? { progress: null, error: null, retry: () => {} };
  let sample: WallSampleState;
  if (progress && (progress.profiles.length > 0 || progress.state !== 'drawing'))
    sample = { isPending: false, isError: false, error: null, data: progress, refetch: retry };
  else if (error) sample = { isPending: false, isError: true, error, data: undefined, refetch: retry };
  else sample = { isPending: true, isError: false, error: null, data: undefined, refetch: retry };
  // A listing read failed part-way: what was drawn stays, and the summary says the draw stopped, never "Balancing…".
  const stopped = error !== null && progress !== null && progress.state === 'drawing';
  const note = stopped
    ? `The draw stopped: a listing read failed with ${progress.in} in and ${progress.out} out drawn.`
    : progress && (progress.profiles.length > 0 || progress.totalCount > 0)
      ? progress.sentence
      : null;
  return (
    <View
      ws={ws}
      document={document}
      params={params}
      sample={sample}
      note={note}
      version={version}
      onDrawAgain={stopped ? retry : undefined}
    />
  );
}

function PersonaSample({ ws, document, version, params, View }: ChosenSampleProps) {
  const persona = usePersonas(ws).find((entry) => entry.id === params.persona) ?? null;
  const query = useQuery({
    ...personaSampleQuery(ws, persona ?? { id: '', name: '', clientIds: [] }),
    enabled: persona !== null,
  });
  if (!persona)
    return (
      <div role="status">
        <LiteText fw={600}>
          {params.persona
            ? `The persona "${params.persona}" is not kept in this browser: import its file above.`
            : 'Choose a persona above, or save another sample as one.'}
        </LiteText>
      </div>
    );
  return <View ws={ws} document={document} version={version} params={params} sample={query} note={null} />;
}
