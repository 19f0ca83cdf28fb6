import { LiteButton, LiteGroup, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { FieldFrame, TextField, describedBy } from '../../../components/ui/plain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Link } from '../../../components/router-link';
import { appPath } from '../../../lib/app-path';
import { counted } from '../../../lib/counted';
import { downloadText } from '../../../lib/download';
import { applyImport, detectFormat, importReport } from '../model/judgment-import';
import { parseJudgmentsOffThread } from '../model/parse-judgments-off-thread';
import { defaultScaleLabels, type Run, type Suite } from '../model/suite';
import { exportSuite } from '../model/suite-file';
import { suiteStoreFor, type SuiteStore } from '../model/suite-store';
import { FileImportField } from './file-import-field';
import { SuiteFileImport } from './suite-file-import';
import { SuiteJudge } from './suite-judge';
import { textAreaStyle } from './text-area-style';

const suitesKey = (ws: string, indexId: string) => ['relevance', 'suites', ws, indexId] as const;
const suitesQuery = (ws: string, indexId: string, store: SuiteStore) =>
  queryOptions({ queryKey: suitesKey(ws, indexId), queryFn: () => store.listSuites() });

/** Typed or pasted queries, one a line; a TREC topic line (`id<TAB>text`) keeps its id. */
function queriesOf(text: string): Suite['queries'] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, i) => {
      const tab = line.indexOf('\t');
      return tab > 0
        ? { id: line.slice(0, tab).trim(), kind: 'text' as const, text: line.slice(tab + 1).trim() }
        : { id: `q${i + 1}`, kind: 'text' as const, text: line };
    });
}

function NewSuiteForm({ store, indexId, onCreated }: { store: SuiteStore; indexId: string; onCreated: () => void }) {
  const [name, setName] = useState('');
  const [queries, setQueries] = useState('');
  const [errors, setErrors] = useState<{ name?: string; queries?: string }>({});
  const queriesId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = queriesOf(queries);
    const found = {
      name: name.trim() ? undefined : 'Name the suite.',
      queries: parsed.length ? undefined : 'Type or paste at least one query, one a line.',
    };
    setErrors(found);
    if (found.name || found.queries) return;
    const now = new Date().toISOString();
    await store.putSuite({
      id: crypto.randomUUID(),
      name: name.trim(),
      indexId,
      scale: { ...defaultScaleLabels },
      createdAt: now,
      updatedAt: now,
      queries: parsed,
      judgments: [],
      variants: [{ id: 'default', name: 'Default parameters', params: {} }],
    });
    setName('');
    setQueries('');
    onCreated();
  };
  const queriesHint = 'One a line; "id<TAB>query" keeps a TREC topic\'s id (the harvest panel exports them).';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New suite">
      <LiteStack gap="sm">
        <TextField
          label="Suite name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <FieldFrame id={queriesId} label="Queries" description={queriesHint} error={errors.queries}>
          <textarea
            id={queriesId}
            rows={5}
            value={queries}
            onChange={(e) => setQueries(e.currentTarget.value)}
            aria-invalid={errors.queries ? true : undefined}
            aria-describedby={describedBy(queriesId, queriesHint, errors.queries)}
            style={textAreaStyle}
          />
        </FieldFrame>
        <LiteGroup>
          <LiteButton type="submit">Create suite</LiteButton>
        </LiteGroup>
      </LiteStack>
    </form>
  );
}

const formats = 'Quepid CSV, TREC qrels, RRE JSON or TREC topics.';

/** Judging from the suite's stored runs (the latest of each variant); nothing to judge until a run is stored. */
function JudgeFromRuns({ suite, store, onChanged }: { suite: Suite; store: SuiteStore; onChanged: () => void }) {
  const [runs, setRuns] = useState<Run[] | null>(null);
  if (runs)
    return runs.length ? (
      <SuiteJudge suite={suite} runs={runs} store={store} k={10} onSaved={onChanged} />
    ) : (
      <LiteText size="sm" role="status">
        Nothing to judge yet: {suite.name} has no stored run.
      </LiteText>
    );
  return (
    <LiteGroup>
      <LiteButton variant="default" onClick={() => void store.listRuns(suite.id).then(setRuns)}>
        Judge {suite.name}
      </LiteButton>
    </LiteGroup>
  );
}

function SuiteRow({ suite, store, onChanged }: { suite: Suite; store: SuiteStore; onChanged: () => void }) {
  const [report, setReport] = useState<string | null>(null);
  const [params] = useSearchParams();
  const [problems, setProblems] = useState<string[]>([]);
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setReport(null);
      return setProblems([`${file.name} could not be read: choose the file again.`]);
    }
    const result = await parseJudgmentsOffThread(text, detectFormat(file.name, text));
    setProblems(result.errors.map((error) => (error.line ? `Line ${error.line}: ${error.message}` : error.message)));
    setReport(importReport(result));
    if (result.errors.length === 0) {
      await store.putSuite(applyImport(suite, result));
      onChanged();
    }
  };
  const exportIt = async () => {
    const runs = await store.listRuns(suite.id);
    downloadText(`${suite.name || suite.id}.suite.json`, exportSuite({ suite, runs }), 'application/json');
  };
  const problem = problems.length ? problems.join(' · ') : undefined;
  const openParams = new URLSearchParams(params);
  openParams.set('suite', suite.id);
  return (
    <li>
      <LiteStack gap="xs">
        <LiteTitle order={3} size="h4">
          <Link to={appPath(`/relevance?${openParams}`)}>{suite.name}</Link>
        </LiteTitle>
        <LiteText size="sm">
          {counted(suite.queries.length, 'query', 'queries')} · {counted(suite.judgments.length, 'judgment')} ·{' '}
          {counted(suite.variants.length, 'variant')}
        </LiteText>
        <FileImportField
          label={`Import judgments into ${suite.name}`}
          description={formats}
          accept=".csv,.qrels,.txt,.json,.tsv"
          error={problem}
          report={report}
          onFile={(file) => void importFile(file)}
        />
        <LiteGroup>
          <LiteButton variant="default" onClick={() => void exportIt()}>
            Export {suite.name}
          </LiteButton>
        </LiteGroup>
        <JudgeFromRuns suite={suite} store={store} onChanged={onChanged} />
      </LiteStack>
    </li>
  );
}

/** The index's suites from this browser's store: listed, created, their judgments imported and exported. */
export function SuitesPanel({ workspace, indexId }: { workspace: string; indexId: string }) {
  const store = suiteStoreFor(workspace, indexId);
  const client = useQueryClient();
  const suites = useQuery(suitesQuery(workspace, indexId, store));
  const refresh = () => void client.invalidateQueries({ queryKey: suitesKey(workspace, indexId) });
  return (
    <LiteStack gap="sm">
      <LiteTitle order={2} size="h3">
        Suites
      </LiteTitle>
      {suites.isError ? (
        <ErrorState error={suites.error} title="This browser's suites could not be read" />
      ) : suites.data?.length ? (
        <ul aria-label="Suites" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16 }}>
          {suites.data.map((suite) => (
            <SuiteRow key={suite.id} suite={suite} store={store} onChanged={refresh} />
          ))}
        </ul>
      ) : suites.isSuccess ? (
        <LiteText size="sm">No suite for this index yet: create one below.</LiteText>
      ) : null}
      <NewSuiteForm store={store} indexId={indexId} onCreated={refresh} />
      <SuiteFileImport store={store} indexId={indexId} onImported={refresh} />
    </LiteStack>
  );
}
