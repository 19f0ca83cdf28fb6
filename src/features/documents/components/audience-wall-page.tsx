import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LightBadge } from '../../../components/light-badge';
import { PageHeader } from '../../../components/page-header';
import { Link } from '../../../components/router-link';
import { LabelledSegmentedControl } from '../../../components/segmented-control';
import { Skeleton } from '../../../components/skeleton';
import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { SelectField } from '../../../components/ui/plain';
import { lazyAfterFirstPaint, PartsAfterContent } from '../../../lib/after-content';
import { appPath } from '../../../lib/app-path';
import { authorities } from '../../../lib/authorities';
import { usePermission, useSession } from '../../../lib/use-session';
import { defaultProfileListParams, ProfileFiltersAfterContent } from '../../profiles';
import { documentQuery } from '../api/get-document';
import type { Document } from '../api/schemas';
import { wallSampleQuery } from '../api/wall-sample';
import type { WallLocal } from '../hooks/use-wall-local';
import { useWallTiles } from '../hooks/use-wall-tiles';
import { withLocalRenderings } from '../model/wall-local-tiles';
import { groupByRendering, summarySentences, wallSummary, type WallTile } from '../model/wall';
import {
  searchFromWallParams,
  seeded,
  wallParamsFromSearch,
  wallSizes,
  type WallLayout,
  type WallParams,
  type WallSampleKind,
} from '../model/wall-params';
import { reasonInWords } from '../model/preview-verdict';
import classes from './audience-wall.module.css';
import type { ReachEstimateProps } from './reach-estimate';
import type { SlotMatrixProps } from './slot-matrix';
import type { ChosenSampleProps, WallSampleViewProps, WallVersion } from './wall-chosen-sample';
import type { WallLocalFollowerProps } from './wall-local-follower';
import type { PersonaControlsProps, SaveAsPersonaProps } from './wall-personas';

// The reach estimate is asked for with a press, below the tiles: its code loads once the wall shows.
const ReachEstimate = lazyAfterFirstPaint<ReachEstimateProps>(
  async () => (await import('./reach-estimate')).ReachEstimate,
);

// The wall's parts after its first paint, in one module (one request): the slot matrix below the tiles, the persona
// forms, and the Balanced and Personas samples' drawing, whose stand-in says the sample is being drawn.
const afterPaint = () => import('./wall-after-paint');
const SlotMatrix = lazyAfterFirstPaint<SlotMatrixProps>(async () => (await afterPaint()).SlotMatrix);
const ChosenSample = lazyAfterFirstPaint<ChosenSampleProps>(
  async () => (await afterPaint()).ChosenSample,
  DrawingSample,
);
const PersonaControls = lazyAfterFirstPaint<PersonaControlsProps>(async () => (await afterPaint()).PersonaControls);
const SaveAsPersona = lazyAfterFirstPaint<SaveAsPersonaProps>(async () => (await afterPaint()).SaveAsPersona);
// The renderings of the editor's unsaved draft replace the service's once they are ready: the wall's first content
// is the service's, so the draft's following (and its Web Worker) loads after it.
const WallLocalFollower = lazyAfterFirstPaint<WallLocalFollowerProps>(
  async () => (await afterPaint()).WallLocalFollower,
);
const savedLocal: WallLocal = { state: 'saved' };

const kinds: { value: WallSampleKind; label: string }[] = [
  { value: 'random', label: 'Random' },
  { value: 'filtered', label: 'Filtered' },
  { value: 'balanced', label: 'Balanced' },
  { value: 'personas', label: 'Personas' },
];
const layouts: { value: WallLayout; label: string }[] = [
  { value: 'tiles', label: 'Each profile' },
  { value: 'rendering', label: 'Group by rendering' },
];

const pretty = (content: unknown) => (typeof content === 'string' ? content : JSON.stringify(content, null, 2));

/**
 * The audience wall (`documents/:id/wall`, issue 36): the saved document previewed for a sample of customers, with
 * who is in, who is out, who is shown another document instead, and what each one sees. Every choice is in the URL
 * (model/wall-params.ts), so a copied link reproduces the wall.
 */
export function AudienceWallPage() {
  const ws = useSession()?.workspace?.guid ?? '';
  const id = useParams().id ?? '';
  const { data: document } = useSuspenseQuery(documentQuery(ws, id));
  const [search, setSearch] = useSearchParams();
  const params = wallParamsFromSearch(search);
  const change = (next: Partial<WallParams>) => setSearch(searchFromWallParams({ ...params, ...next }));

  return (
    <LiteStack gap="lg">
      <PageHeader title={`Wall: ${document.name}`} description="Who sees this document, for a sample of customers.">
        <LiteButton component={Link} to={appPath(`/documents/${document.id}`)} variant="default">
          Back to the editor
        </LiteButton>
      </PageHeader>
      <WallControls ws={ws} params={params} onChange={change} />
      {document.audience ? (
        <WallBody ws={ws} document={document} params={params} />
      ) : (
        <div role="status">
          <LiteText fw={600}>This document reaches nobody yet: it has no saved audience.</LiteText>
          <LiteText size="sm">Choose and save an audience in the editor; no preview was asked for.</LiteText>
        </div>
      )}
    </LiteStack>
  );
}

interface WallControlsProps {
  ws: string;
  params: WallParams;
  onChange(next: Partial<WallParams>): void;
}

function WallControls({ ws, params, onChange }: WallControlsProps) {
  return (
    <LiteStack gap="sm">
      <div className={classes.controls}>
        <LabelledSegmentedControl
          label="Sample"
          data={kinds}
          value={params.kind}
          onChange={(kind) => onChange({ kind })}
        />
        {params.kind !== 'personas' && (
          <SelectField
            label="Size"
            value={String(params.size)}
            data={[...new Set([...wallSizes, params.size])]
              .sort((a, b) => a - b)
              .map((size) => ({ value: String(size), label: `${size} profiles` }))}
            onChange={(event) => onChange({ size: Number(event.currentTarget.value) })}
          />
        )}
        {seeded(params.kind) && (
          <LiteButton variant="default" onClick={() => onChange({ seed: params.seed + 1 })}>
            Draw another sample
          </LiteButton>
        )}
        <LabelledSegmentedControl
          label="Show"
          data={layouts}
          value={params.layout}
          onChange={(layout) => onChange({ layout })}
        />
      </div>
      {seeded(params.kind) && (
        <LiteText size="xs" c="dimmed">
          Sample {params.seed}: the same link always shows the same profiles.
          {params.kind === 'balanced' && ' Drawn until about half are in the audience and half out.'}
        </LiteText>
      )}
      {params.kind === 'personas' && (
        <PersonaControls ws={ws} persona={params.persona} onChoose={(persona) => onChange({ persona })} />
      )}
      {params.kind === 'filtered' && (
        <ProfileFiltersAfterContent
          params={{ ...defaultProfileListParams, ...params.filters }}
          onApply={(filters) => onChange({ filters })}
        />
      )}
    </LiteStack>
  );
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

function WallBody({ ws, document: latest, params }: { ws: string; document: Document; params: WallParams }) {
  // The version the verdicts are for: a save elsewhere marks the wall stale rather than asking 48 previews again
  // behind the person's back (decision 0178).
  const [document, setDocument] = useState(latest);
  const version: WallVersion = { latest, previewLatest: () => setDocument(latest) };
  if (params.kind === 'balanced' || params.kind === 'personas')
    return <ChosenSample ws={ws} document={document} params={params} version={version} View={WallSampleView} />;
  return <ListedSample ws={ws} document={document} params={params} version={version} />;
}

/** Random and Filtered: a read of the listing (api/wall-sample.ts). */
function ListedSample({
  ws,
  document,
  params,
  version,
}: {
  ws: string;
  document: Document;
  params: WallParams;
  version: WallVersion;
}) {
  const listed = useQuery(wallSampleQuery(ws, params));
  return <WallSampleView ws={ws} document={document} params={params} sample={listed} note={null} version={version} />;
}

function DrawingSample() {
  return (
    <LiteStack gap="xs" aria-busy>
      <LiteText size="sm">Drawing the sample…</LiteText>
      <Skeleton height={80} />
    </LiteStack>
  );
}

/** The wall for a sample, however it was drawn: its summary, tiles, reach estimate and slot matrix. */
function WallSampleView({ ws, document, params, sample, note, onDrawAgain, version }: WallSampleViewProps) {
  const masked = !usePermission(authorities.profilesPii).allowed;
  const [, setSearch] = useSearchParams();
  const { tiles: served, retry } = useWallTiles(ws, document, sample.data?.profiles ?? null, masked);
  const [local, setLocal] = useState<WallLocal>(savedLocal);
  const tiles = withLocalRenderings(served, local.state === 'saved' ? null : local.renderings);
  const { latest } = version;
  const stale = latest.updatedAt !== document.updatedAt;

  // The first child of every outcome, so that it stays mounted (and its worker alive) while the sample changes.
  const follower = (
    <WallLocalFollower ws={ws} document={document} profiles={sample.data?.profiles ?? null} onChange={setLocal} />
  );
  // The tiles are the wall's content (its largest paint comes as their previews arrive): the parts after the first
  // paint wait for them rather than compete with them (decision 0198).
  const tilesPending = sample.isPending || tiles.some((tile) => tile.state === 'pending');
  const withFollower = (outcome: ReactNode) => (
    <PartsAfterContent pending={tilesPending}>
      {follower}
      {outcome}
    </PartsAfterContent>
  );
  if (sample.isPending) return withFollower(<DrawingSample />);
  if (sample.isError)
    return withFollower(
      <ErrorState error={sample.error} title="The sample could not be drawn" onRetry={() => void sample.refetch()} />,
    );
  if (sample.data.profiles.length === 0)
    return withFollower(
      <div role="status">
        <LiteText fw={600}>
          {params.kind === 'filtered'
            ? 'No profile matches these filters.'
            : (note ?? 'This workspace has no profiles yet.')}
        </LiteText>
      </div>,
    );

  const [verdict, renderings, progress] = summarySentences(wallSummary(tiles));
  return withFollower(
    <LiteStack gap="md">
      <div role="status" className={classes.summary}>
        <p className={classes.verdict}>{verdict}</p>
        <p>
          {renderings}
          {local.state === 'unsaved' && ' · renderings of your unsaved edits'}
          {local.state === 'invalid' && ` · Fix the JSON to re-render (${local.message})`}
        </p>
        <p>
          {progress} · audience as saved {timeOf(document.updatedAt)}
          {stale && ` · stale: the document was saved again at ${timeOf(latest.updatedAt)}`}
        </p>
        {note && <p>{note}</p>}
      </div>
      {onDrawAgain && (
        <LiteButton variant="default" onClick={onDrawAgain} style={{ alignSelf: 'flex-start' }}>
          Draw again
        </LiteButton>
      )}
      {stale && (
        <LiteButton variant="default" onClick={version.previewLatest} style={{ alignSelf: 'flex-start' }}>
          Preview the version saved at {timeOf(latest.updatedAt)}
        </LiteButton>
      )}
      {params.kind !== 'personas' && (
        <SaveAsPersona
          ws={ws}
          clientIds={sample.data.profiles.map((profile) => profile.clientId)}
          onSaved={(id) => setSearch(searchFromWallParams({ ...params, kind: 'personas', persona: id }))}
        />
      )}
      <ReachEstimate ws={ws} document={document} masked={masked} />
      {params.layout === 'rendering' ? (
        <RenderingGroups tiles={tiles} />
      ) : (
        <ul className={classes.grid} aria-label="Profiles of the sample">
          {tiles.map((tile) => (
            <li key={tile.profile.clientId}>
              <TileView tile={tile} onRetry={() => retry(tile.profile.clientId)} />
            </li>
          ))}
        </ul>
      )}
      <SlotMatrix ws={ws} document={document} tiles={tiles} />
    </LiteStack>,
  );
}

function ProfileLink({ clientId, name }: { clientId: number; name: string }) {
  return <Link to={appPath(`/profiles/${clientId}`)}>{name}</Link>;
}

function TileView({ tile, onRetry }: { tile: WallTile; onRetry(): void }) {
  const headingId = useId();
  const { profile } = tile;
  return (
    <article className={classes.tile} aria-labelledby={headingId}>
      <h2 className={classes.tileHeading} id={headingId}>
        <ProfileLink clientId={profile.clientId} name={profile.name} />
      </h2>
      {tile.state === 'pending' && (
        <LiteText size="sm" c="dimmed">
          Previewing…
        </LiteText>
      )}
      {tile.state === 'not-found' && <LiteText size="sm">Profile not found (404)</LiteText>}
      {tile.state === 'failed' && (
        <LiteGroup gap="xs" justify="space-between">
          <LiteText size="sm">The preview failed: {tile.message}</LiteText>
          <LiteButton
            size="xs"
            variant="default"
            onClick={onRetry}
            aria-label={`Retry the preview for ${profile.name}`}
          >
            Retry
          </LiteButton>
        </LiteGroup>
      )}
      {tile.state === 'done' && (
        <>
          <LiteGroup gap={6}>
            <LightBadge color={tile.included ? 'teal' : 'gray'} letterCase="as-written">
              {tile.included ? 'In the audience' : 'Out'}
            </LightBadge>
            {tile.included && (
              <LightBadge color={tile.winner ? 'violet' : 'blue'} letterCase="as-written">
                {tile.winner ? `Instead: ${tile.winner.name} · p${tile.winner.priority}` : 'Shown: this'}
              </LightBadge>
            )}
          </LiteGroup>
          <LiteText size="xs" c="dimmed">
            {reasonInWords(tile.reason)}
          </LiteText>
          {tile.missing ? (
            <LiteText size="sm">
              Empty rendering
              {tile.missing.length > 0 ? `: ${tile.missing.join(', ')} missing` : ': the document has no content'}
            </LiteText>
          ) : (
            <pre className={classes.rendering}>{pretty(tile.content)}</pre>
          )}
        </>
      )}
    </article>
  );
}

function RenderingGroups({ tiles }: { tiles: WallTile[] }) {
  const done = tiles.filter((tile): tile is Extract<WallTile, { state: 'done' }> => tile.state === 'done');
  const groups = groupByRendering(done);
  return (
    <ul className={classes.grid} aria-label="Renderings of the sample">
      {groups.map((group, index) => {
        const empty = done.find((tile) => tile.profile === group.examples[0])?.missing;
        return (
          <li key={group.key}>
            <article className={classes.tile} aria-label={`Rendering ${index + 1}: ${group.count} profiles`}>
              <h2 className={classes.tileHeading}>
                Rendering {index + 1} · {group.count} {group.count === 1 ? 'profile' : 'profiles'}
              </h2>
              {empty ? (
                <LiteText size="sm">Empty rendering{empty.length > 0 ? `: ${empty.join(', ')} missing` : ''}</LiteText>
              ) : (
                <pre className={classes.rendering}>{pretty(group.content)}</pre>
              )}
              <LiteText size="xs">
                For example:{' '}
                {group.examples.map((example, i) => (
                  <span key={example.clientId}>
                    {i > 0 && ', '}
                    <ProfileLink clientId={example.clientId} name={example.name} />
                  </span>
                ))}
              </LiteText>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
