import { Badge, Modal, Radio } from '../../../components/ui/mantine';
import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { Editable } from '../model/editor-values';
import {
  absent,
  allOf,
  conflictVerdict,
  mergeThreeWays,
  prefilledChoices,
  unchosen,
  type ChangeKind,
  type ConflictRow,
  type Side,
} from '../model/three-way';
import classes from './conflict-merge-dialog.module.css';

export interface ConflictMergeDialogProps {
  opened: boolean;
  rows: ConflictRow[];
  mine: Editable;
  theirs: Editable;
  onClose(): void;
  /** Saves `merged` against their version. */
  onSave(merged: Editable): void;
}

const kindWords: Record<ChangeKind, string> = {
  mine: 'Only you changed it',
  theirs: 'Only they changed it',
  'both-same': 'You both changed it the same way',
  conflict: 'Conflict: you both changed it differently',
};

/** A value as a person reads it. */
function shown(value: unknown): string {
  if (value === absent) return '(not there)';
  if (value === '') return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'targetType' in value) {
    const audience = value as Editable['audience'];
    if (audience.targetType === 'SEGMENT') return `Segments: ${audience.segments.join(', ')}`;
    if (audience.targetType === 'QUERY') return `Query: ${audience.query.trim()}`;
    return audience.targetType === 'ALL' ? 'Everyone (ALL)' : '(none)';
  }
  return JSON.stringify(value);
}

/**
 * Their version beside yours, one row for each field or JSON path either side changed since your edit started
 * (model/three-way.ts), each with a choice of side; the conflicts are marked and must be chosen. Cancelling
 * changes nothing in the form. Loaded only when a conflict happens (document-editor.tsx).
 */
export default function ConflictMergeDialog({ opened, rows, mine, theirs, onClose, onSave }: ConflictMergeDialogProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [choices, setChoices] = useState<Partial<Record<string, Side>>>(() => prefilledChoices(rows));
  const [tried, setTried] = useState(false);
  // New rows (their version moved again): keep what was chosen for rows still there, prefill the others.
  const [seenRows, setSeenRows] = useState(rows);
  if (seenRows !== rows) {
    setSeenRows(rows);
    setChoices((chosen) => ({ ...prefilledChoices(rows), ...chosen }));
  }
  const missing = unchosen(rows, choices);
  const save = () => {
    setTried(true);
    if (missing.length > 0) {
      document.getElementById(`merge-${missing[0]!.key}`)?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    onSave(mergeThreeWays(mine, theirs, rows, choices));
  };

  return (
    <Modal.Root opened={opened} onClose={onClose} size="xl" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content>
        {/* Not Mantine's <header>: inside role="dialog" it would count as the page's second banner (axe). */}
        <Modal.Header component="div">
          <Modal.Title>Their version beside yours</Modal.Title>
          <Modal.CloseButton aria-label="Close (back to my edits)" />
        </Modal.Header>
        <Modal.Body className={classes.body}>
          <LiteStack gap="md">
            <LiteText fw={600}>{conflictVerdict(rows)}</LiteText>
            <LiteText size="sm">
              Choose, for each row, which value to keep. Rows only one side changed are chosen for you; the conflicts
              are yours to choose. Saving sends the result over their version; cancelling leaves your edits as they are.
            </LiteText>
            <LiteGroup gap="xs">
              <LiteButton size="xs" variant="default" onClick={() => setChoices(allOf(rows, 'mine'))}>
                Keep mine everywhere
              </LiteButton>
              <LiteButton size="xs" variant="default" onClick={() => setChoices(allOf(rows, 'theirs'))}>
                Take theirs everywhere
              </LiteButton>
            </LiteGroup>
            <ul className={classes.rows} aria-label="Changed fields">
              {rows.map((row) => {
                const problem = tried && row.kind === 'conflict' && !choices[row.key];
                return (
                  <li key={row.key} className={classes.row} data-kind={row.kind}>
                    <Radio.Group
                      id={`merge-${row.key}`}
                      value={choices[row.key] ?? null}
                      onChange={(side) => setChoices((chosen) => ({ ...chosen, [row.key]: side as Side }))}
                      label={
                        <span className={classes.label}>
                          <code>{row.label}</code>
                          <Badge
                            size="sm"
                            variant="light"
                            color={row.kind === 'conflict' ? 'red' : 'gray'}
                            className={classes.kind}
                          >
                            {kindWords[row.kind]}
                          </Badge>
                        </span>
                      }
                      error={problem ? 'Choose theirs or yours for this conflict.' : undefined}
                    >
                      <div className={classes.sides}>
                        <Radio
                          value="theirs"
                          label="Theirs"
                          description={<span className={classes.value}>{shown(row.theirs)}</span>}
                        />
                        <Radio
                          value="mine"
                          label="Yours"
                          description={<span className={classes.value}>{shown(row.mine)}</span>}
                        />
                      </div>
                    </Radio.Group>
                  </li>
                );
              })}
            </ul>
            <LiteGroup justify="flex-end" gap="xs">
              <LiteButton variant="default" onClick={onClose}>
                Cancel (back to my edits)
              </LiteButton>
              <LiteButton onClick={save}>Save this merge</LiteButton>
            </LiteGroup>
          </LiteStack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
