import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { LabelledSegmentedControl } from '../../../components/segmented-control';
import { LiteButton, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { segmentsQuery } from '../api/catalog';
import type { Document } from '../api/schemas';
import { wallSampleQuery } from '../api/wall-sample';
import { useWallTiles } from '../hooks/use-wall-tiles';
import { wallSummary } from '../model/wall';
import { reachEstimate, reachSentence } from '../model/wall-reach';
import { defaultWallParams } from '../model/wall-params';

const reachSizes = ['100', '200', '400'] as const;
type ReachSize = (typeof reachSizes)[number];

/**
 * "How many profiles does this reach?": a seeded random sample of 100, 200 or 400 previewed on demand (never at
 * first paint: it is up to 400 previews), its in-share with a 95 % Wilson interval, times the workspace's profiles
 * (decision 0177). For a SEGMENT audience the segments' own sizes stand beside it.
 */
export interface ReachEstimateProps {
  ws: string;
  document: Document;
  masked: boolean;
}

export function ReachEstimate({ ws, document, masked }: ReachEstimateProps) {
  const [size, setSize] = useState<ReachSize>('200');
  const [asked, setAsked] = useState<ReachSize | null>(null);
  const sample = useQuery({
    ...wallSampleQuery(ws, { ...defaultWallParams, seed: 1, size: Number(asked ?? size) }),
    enabled: asked !== null,
  });
  const { tiles } = useWallTiles(ws, document, asked ? (sample.data?.profiles ?? null) : null, masked);
  const summary = wallSummary(tiles);
  const segmentIds = document.audience?.targetType === 'SEGMENT' ? (document.audience.segments ?? []) : [];
  const segments = useQuery({ ...segmentsQuery(ws), enabled: asked !== null && segmentIds.length > 0 });
  const named = (segments.data ?? []).filter((segment) => segmentIds.includes(segment.id));

  return (
    <LiteStack gap="xs">
      <LiteTitle order={2} size="h4">
        Reach estimate
      </LiteTitle>
      <LabelledSegmentedControl
        label="Profiles to sample"
        data={reachSizes.map((value) => ({ value, label: value }))}
        value={size}
        onChange={setSize}
      />
      <div>
        <LiteButton variant="default" onClick={() => setAsked(size)}>
          Estimate reach
        </LiteButton>
      </div>
      {asked && sample.isError && (
        <ErrorState error={sample.error} title="The sample could not be drawn" onRetry={() => void sample.refetch()} />
      )}
      {asked && sample.data && (
        <div role="status">
          {summary.pending > 0 ? (
            <LiteText size="sm">
              Estimating: {summary.previewed} of {summary.total} previewed…
            </LiteText>
          ) : (
            <>
              <LiteText fw={600}>
                {reachSentence(reachEstimate(summary.in, summary.previewed, sample.data.totalCount))}
              </LiteText>
              <LiteText size="xs" c="dimmed">
                From {summary.previewed} random profiles
                {summary.failed > 0 ? ` (${summary.failed} failed and left out)` : ''}.
              </LiteText>
            </>
          )}
          {named.map((segment) => (
            <LiteText key={segment.id} size="sm">
              Segment {segment.name}:{' '}
              {segment.size == null ? 'size not given' : `${segment.size.toLocaleString('en-US')} profiles`}
            </LiteText>
          ))}
        </div>
      )}
    </LiteStack>
  );
}
