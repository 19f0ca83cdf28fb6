import { LiteButton, LiteGroup, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { SelectField, TextField } from '../../../components/ui/plain';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { ErrorState } from '../../../components/error-state';
import { downloadText } from '../../../lib/download';
import { harvestSearches, newestSearchTime, type HarvestResult } from '../api/harvest-searches';
import { sampleQueries, zeroResultQueries, type HarvestedQuery, type SampleKind } from '../model/harvest';
import { newJudgeSeed } from '../model/judge-queue';
import { trecTopics } from '../model/trec-topics';

const day = 86_400_000;
const periods = [
  { value: '7', label: '7 days' },
  { value: '28', label: '28 days' },
  { value: '90', label: '90 days' },
];
const kinds: { value: SampleKind; label: string }[] = [
  { value: 'top', label: 'The most asked' },
  { value: 'random', label: 'Random, each query alike' },
  { value: 'proportional', label: 'Random, in proportion to how often asked' },
];

interface Harvest extends HarvestResult {
  newest: number;
  days: number;
  kind: SampleKind;
  sample: HarvestedQuery[];
  zero: HarvestedQuery[];
}

type State =
  | { name: 'idle' }
  | { name: 'reading' }
  | { name: 'none' }
  | { name: 'failed'; error: unknown }
  | { name: 'done'; harvest: Harvest };

const sizeError = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? null : 'The sample size is a whole number from 1 to 1000.';
};

/**
 * Query harvesting: real queries of the index from the workspace's `item.search` events over the days up to the
 * newest search (so a quiet workspace still has a period to read), sampled three ways, with those that found nothing.
 */
export function HarvestPanel({ indexId }: { indexId: string }) {
  const [days, setDays] = useState('28');
  const [kind, setKind] = useState<SampleKind>('top');
  const [size, setSize] = useState('50');
  const [sizeProblem, setSizeProblem] = useState<string | null>(null);
  const [seed] = useState(() => newJudgeSeed());
  const [state, setState] = useState<State>({ name: 'idle' });

  const harvest = async () => {
    const problem = sizeError(size);
    setSizeProblem(problem);
    if (problem) return;
    setState({ name: 'reading' });
    try {
      const newest = await newestSearchTime();
      if (newest === null) return setState({ name: 'none' });
      const span = Number(days) * day;
      const result = await harvestSearches(indexId, newest - span + 1, newest);
      setState({
        name: 'done',
        harvest: {
          ...result,
          newest,
          days: Number(days),
          kind,
          sample: sampleQueries(result.queries, kind, Number(size), seed),
          zero: zeroResultQueries(result.queries),
        },
      });
    } catch (error) {
      setState({ name: 'failed', error });
    }
  };

  return (
    <LiteStack gap="sm" component="section" aria-labelledby="harvest-heading">
      <LiteTitle order={2} size="h3" id="harvest-heading">
        Harvest queries from searches
      </LiteTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void harvest();
        }}
      >
        <LiteGroup gap="sm" align="flex-end">
          <SelectField label="Period" data={periods} value={days} onChange={(e) => setDays(e.currentTarget.value)} />
          <SelectField
            label="Sample"
            data={kinds}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as SampleKind)}
          />
          <TextField
            label="Queries"
            inputMode="numeric"
            value={size}
            error={sizeProblem}
            onChange={(e) => setSize(e.currentTarget.value)}
            rootStyle={{ width: 120 }}
          />
          <LiteButton type="submit" loading={state.name === 'reading'}>
            Harvest
          </LiteButton>
        </LiteGroup>
      </form>
      <LiteText size="xs" c="dimmed">
        Random samples are drawn from seed {seed}. The period ends at the newest search of the workspace.
      </LiteText>
      {state.name === 'none' && <LiteText>No search has been recorded in this workspace yet.</LiteText>}
      {state.name === 'failed' && (
        <ErrorState error={state.error} title="The searches could not be read" onRetry={() => void harvest()} />
      )}
      {state.name === 'done' && <HarvestResults harvest={state.harvest} />}
    </LiteStack>
  );
}

function HarvestResults({ harvest }: { harvest: Harvest }) {
  return (
    <LiteStack gap="sm" role="status" aria-label="Harvested queries">
      <LiteText fw={500}>
        {harvest.sample.length} of {harvest.queries.length} distinct queries, from {harvest.searches} searches in the{' '}
        {harvest.days} days up to <DateTime value={harvest.newest} format="date" />.
      </LiteText>
      {harvest.cappedWindows > 0 && (
        <LiteText size="sm" c="orange">
          {harvest.cappedWindows} of {harvest.windows} weeks returned the listing’s maximum of 500 searches: more were
          made than were read.
        </LiteText>
      )}
      {harvest.sample.length > 0 && (
        <>
          <DataTable label="Sampled queries">
            <thead>
              <tr>
                <th scope="col">Query</th>
                <th scope="col" data-numeric>
                  Searches
                </th>
                <th scope="col" data-numeric>
                  With no result
                </th>
              </tr>
            </thead>
            <tbody>
              {harvest.sample.map((query) => (
                <tr key={query.text}>
                  <td>{query.text}</td>
                  <td data-numeric>{query.count}</td>
                  <td data-numeric>{query.zeroResults}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <LiteGroup>
            <LiteButton
              variant="default"
              onClick={() =>
                downloadText(
                  'queries.tsv',
                  trecTopics(harvest.sample.map((query) => query.text)),
                  'text/tab-separated-values;charset=utf-8',
                )
              }
            >
              Download as TREC topics
            </LiteButton>
          </LiteGroup>
        </>
      )}
      <LiteText size="sm">
        {harvest.zero.length === 0
          ? 'No query found nothing.'
          : `Found nothing at least once: ${harvest.zero.map((query) => `“${query.text}”`).join(', ')}.`}
      </LiteText>
    </LiteStack>
  );
}
