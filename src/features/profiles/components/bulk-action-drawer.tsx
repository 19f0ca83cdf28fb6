import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { PermissionButton } from '../../../components/permission-button';
import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { Drawer, Progress } from '../../../components/ui/mantine';
import { authorities } from '../../../lib/authorities';
import { useSession } from '../../../lib/use-session';
import { newJournalRecord } from '../api/bulk-run';
import { useBulkFreeze, type FreezeState } from '../hooks/use-bulk-freeze';
import { useBulkRun } from '../hooks/use-bulk-run';
import type { BulkAction } from '../model/bulk-action';
import { initialBulkForm, parseBulkForm, type BulkFormValues } from '../model/bulk-form';
import { dryRunOf, type DryRun } from '../model/bulk-job';
import type { BulkSelection } from '../model/bulk-selection';
import { BulkActionForm, bulkFieldIds } from './bulk-action-form';
import { BulkDryRun } from './bulk-dry-run';
import { BulkRunPanel } from './bulk-run-panel';

const n = (value: number) => value.toLocaleString('en');

export interface BulkActionDrawerProps {
  opened: boolean;
  onClose: () => void;
  selection: BulkSelection | null;
}

/**
 * The bulk action drawer (issue 37): the selection made fixed, the action, a dry run always before anything is
 * sent, then the run with its journal, verification and counts. Loaded on first use by the profile list, which
 * opens it (the focus goes into it, and back to the opener on close: Mantine's Drawer, docs/decisions/0173).
 */
export function BulkActionDrawer({ opened, onClose, selection }: BulkActionDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Change profiles in bulk" position="right" size="lg">
      {opened && selection && <BulkDrawerBody selection={selection} onClose={onClose} />}
    </Drawer>
  );
}

function BulkDrawerBody({ selection, onClose }: { selection: BulkSelection; onClose: () => void }) {
  const { state, cancel } = useBulkFreeze(selection);
  return (
    <LiteStack gap="md">
      <LiteText size="sm" c="dimmed">
        Filter: {selection.filter || 'none'}
      </LiteText>
      <FreezeStatus
        state={state}
        onCancel={() => {
          cancel();
          onClose();
        }}
      />
      {state.status === 'ready' && <BulkActionSteps frozen={state} selection={selection} />}
    </LiteStack>
  );
}

function FreezeStatus({ state, onCancel }: { state: FreezeState; onCancel: () => void }) {
  switch (state.status) {
    case 'reading':
      return (
        <LiteStack gap="xs">
          <Progress value={state.total ? (state.read / state.total) * 100 : 0} aria-label="Reading the selection" />
          <LiteGroup justify="space-between">
            <LiteText size="sm" role="status">
              Reading {n(state.read)} / {n(state.total)} profiles
            </LiteText>
            <LiteButton variant="default" onClick={onCancel}>
              Cancel
            </LiteButton>
          </LiteGroup>
        </LiteStack>
      );
    case 'refused':
      return (
        <LiteText size="sm" role="alert">
          {state.reason}
        </LiteText>
      );
    case 'failed':
      return <ErrorState error={state.error} title="The selection could not be read" />;
    case 'ready':
      return (
        <LiteText size="sm" role="status">
          {`${n(state.ids.length)} ${state.ids.length === 1 ? 'profile' : 'profiles'} selected: profiles that start matching later are left out.`}
        </LiteText>
      );
  }
}

interface Dry {
  action: BulkAction;
  notes: string[];
  dry: DryRun;
}

/** The action's form, the dry run and the run, over the frozen selection. */
function BulkActionSteps({
  frozen,
  selection,
}: {
  frozen: Extract<FreezeState, { status: 'ready' }>;
  selection: BulkSelection;
}) {
  const session = useSession();
  const [values, setValues] = useState<BulkFormValues>(initialBulkForm);
  const [problems, setProblems] = useState<Record<string, string> | null>(null);
  const [dry, setDry] = useState<Dry | null>(null);
  const run = useBulkRun(frozen.io);

  const check = (next: BulkFormValues): Dry | null => {
    const parsed = parseBulkForm(next, Date.now());
    if (!parsed.ok) {
      setProblems(Object.fromEntries(parsed.problems.map((p) => [p.field, p.message])));
      return null;
    }
    setProblems({});
    return { action: parsed.action, notes: parsed.notes, dry: dryRunOf(parsed.action, frozen.ids, frozen.profiles) };
  };
  const change = (next: BulkFormValues) => {
    setValues(next);
    setDry(null);
    // Once a dry run was asked for, the problems follow what is typed.
    if (problems !== null) check(next);
  };
  const dryRun = () => {
    const next = check(values);
    setDry(next);
    if (!next) {
      const parsed = parseBulkForm(values, Date.now());
      const first = parsed.ok ? undefined : parsed.problems[0]?.field;
      if (first && bulkFieldIds[first]) document.getElementById(bulkFieldIds[first])?.focus();
    }
  };
  const start = () => {
    if (!dry) return;
    run.start(
      newJournalRecord({
        action: dry.action,
        ids: frozen.ids,
        selection,
        createdBy: session?.consumer?.name || session?.username || 'unknown',
        workspace: session?.workspace?.guid ?? '',
        nowMs: Date.now(),
      }),
    );
  };
  const running = run.view !== null;

  return (
    <LiteStack gap="md">
      <BulkActionForm
        values={values}
        onChange={change}
        problems={problems ?? {}}
        notes={dry?.notes ?? []}
        disabled={running}
      />
      {!running && (
        <LiteButton variant="default" onClick={dryRun} style={{ alignSelf: 'flex-start' }}>
          Dry run
        </LiteButton>
      )}
      {dry && (
        <BulkDryRun
          action={dry.action}
          dry={dry.dry}
          onIgnoreCase={(ignoreCase) => {
            const next = { ...values, ignoreCase };
            setValues(next);
            setDry(check(next));
          }}
        />
      )}
      {dry && !running && (
        <PermissionButton
          permission={authorities.profilesEdit}
          disabled={dry.dry.willChange === 0}
          onClick={start}
          style={{ alignSelf: 'flex-start' }}
        >
          {dry.dry.willChange === 0
            ? 'Nothing to change'
            : `Run on ${n(dry.dry.willChange)} ${dry.dry.willChange === 1 ? 'profile' : 'profiles'}`}
        </PermissionButton>
      )}
      {run.view && dry && (
        <BulkRunPanel
          view={run.view}
          planned={dry.dry.willChange}
          failure={run.failure}
          asked={run.asked}
          onPause={run.pause}
          onCancel={run.cancel}
          onResume={run.resume}
        />
      )}
    </LiteStack>
  );
}
