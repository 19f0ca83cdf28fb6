import { LiteButton, LiteGroup, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { LightBadge } from '../../../components/light-badge';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { judgeAction, judgeQueue, type QueueQuery } from '../model/judge-queue';
import { keyBelongsToField } from '../../../lib/key-target';

/** What a judgment keeps beside the grade, so an item can be judged after it has left the index. */
export interface JudgeItemDetails {
  title?: string;
  imageUrl?: string;
  brand?: string;
  /** false: the item has gone from the index since the run ("not in index"). */
  inIndex?: boolean;
}

export const gradeNames = ['Irrelevant', 'Fair', 'Good', 'Perfect'] as const;

interface JudgeScreenProps {
  queries: readonly QueueQuery[];
  /** Whether the (query, item) was judged when the screen opened; the queue is drawn once per seed. */
  isJudged: (queryId: string, itemId: string) => boolean;
  k: number;
  seed: number;
  queryText: (queryId: string) => string;
  item: (queryId: string, itemId: string) => JudgeItemDetails | undefined;
  onGrade: (queryId: string, itemId: string, grade: 0 | 1 | 2 | 3) => void;
}

interface Position {
  queryId: string;
  itemId: string;
  /** Its place in its query's shuffled order, from 1. */
  place: number;
  ofQuery: number;
}

/**
 * Judging one item at a time, large, in the queue's order (docs/decisions/0192-judge-queue-order.md): 0–3 grade and
 * move on, x skips, the arrows move. The keys work anywhere on the page but in a field; the buttons do the same for
 * a pointer. Render it with `key={seed}`: a new seed is a new queue.
 */
export function JudgeScreen({ queries, isJudged, k, seed, queryText, item, onGrade }: JudgeScreenProps) {
  const [positions] = useState<Position[]>(() =>
    judgeQueue(queries, isJudged, k, seed).flatMap((group) =>
      group.itemIds.map((itemId, i) => ({
        queryId: group.queryId,
        itemId,
        place: i + 1,
        ofQuery: group.itemIds.length,
      })),
    ),
  );
  const [at, setAt] = useState(0);
  const [grades, setGrades] = useState<Map<number, 0 | 1 | 2 | 3>>(new Map());
  const [said, setSaid] = useState('');
  const current = positions[at];

  const act = (action: ReturnType<typeof judgeAction>) => {
    if (!action || !current) return;
    if (action.kind === 'grade') {
      onGrade(current.queryId, current.itemId, action.grade);
      setGrades((before) => new Map(before).set(at, action.grade));
      setSaid(
        `Graded ${action.grade} (${gradeNames[action.grade]}): ${item(current.queryId, current.itemId)?.title ?? current.itemId}.`,
      );
      setAt((i) => Math.min(i + 1, positions.length));
    } else if (action.kind === 'skip') {
      setSaid(`Skipped ${item(current.queryId, current.itemId)?.title ?? current.itemId}.`);
      setAt((i) => Math.min(i + 1, positions.length));
    } else if (action.kind === 'next') {
      setAt((i) => Math.min(i + 1, positions.length - 1));
    } else {
      setAt((i) => Math.max(i - 1, 0));
    }
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    // Its keys are plain keys (0–3, x, the arrows): any form control keeps them.
    if (keyBelongsToField(event.target, false)) return;
    const action = judgeAction(event);
    if (!action) return;
    event.preventDefault();
    act(action);
  });
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const graded = grades.size;
  const left = positions.length - graded;
  const summary =
    positions.length === 0
      ? `Nothing to judge: every item in the variants’ top ${k} has a grade.`
      : `${graded} graded, ${left} left of ${positions.length} unjudged items in the top ${k}.`;

  return (
    <LiteStack gap="md" aria-label="Judge" role="region">
      <LiteText fw={500}>{summary}</LiteText>
      <LiteText size="sm" c="dimmed">
        Order within each query shuffled from seed <strong data-testid="judge-seed">{seed}</strong>, so where an item
        ranked cannot sway its grade. Keys: 0–3 grade, x skips, ← → move.
      </LiteText>
      {current ? (
        <JudgeCard
          position={current}
          details={item(current.queryId, current.itemId)}
          queryText={queryText(current.queryId)}
          grade={grades.get(at)}
          onAction={act}
        />
      ) : (
        positions.length > 0 && (
          <LiteText>Queue done: {graded} graded. Choose a new seed to go over the skipped ones.</LiteText>
        )
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
    </LiteStack>
  );
}

interface JudgeCardProps {
  position: Position;
  details: JudgeItemDetails | undefined;
  queryText: string;
  grade: 0 | 1 | 2 | 3 | undefined;
  onAction: (action: NonNullable<ReturnType<typeof judgeAction>>) => void;
}

function JudgeCard({ position, details, queryText, grade, onAction }: JudgeCardProps) {
  const title = details?.title ?? position.itemId;
  return (
    <LiteStack gap="sm">
      <LiteTitle order={2} size="h3">
        Query: {queryText}
      </LiteTitle>
      <LiteText size="sm" c="dimmed">
        Item {position.place} of {position.ofQuery} in this query
      </LiteText>
      {details?.imageUrl ? (
        <img
          src={details.imageUrl}
          alt={title}
          width={320}
          height={320}
          style={{ maxWidth: '100%', height: 'auto', objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      ) : (
        <LiteGroup gap="xs">
          <IconPhotoOff aria-hidden size={20} />
          <LiteText size="sm" c="dimmed">
            No image
          </LiteText>
        </LiteGroup>
      )}
      <LiteText fw={600} size="lg" data-testid="judge-item-title">
        {title}
      </LiteText>
      <LiteGroup gap="xs">
        {details?.brand && <LiteText size="sm">{details.brand}</LiteText>}
        <LiteText size="xs" c="dimmed">
          {position.itemId}
        </LiteText>
        {details?.inIndex === false && <LightBadge color="orange">not in index</LightBadge>}
        {grade !== undefined && <LightBadge color="green">{`graded ${grade}`}</LightBadge>}
      </LiteGroup>
      <LiteGroup gap="xs" role="group" aria-label="Grade">
        {gradeNames.map((name, value) => (
          <LiteButton
            key={name}
            variant={grade === value ? 'filled' : 'default'}
            aria-keyshortcuts={String(value)}
            onClick={() => onAction({ kind: 'grade', grade: value as 0 | 1 | 2 | 3 })}
          >
            {value} {name}
          </LiteButton>
        ))}
      </LiteGroup>
      <LiteGroup gap="xs">
        <LiteButton variant="subtle" aria-keyshortcuts="ArrowLeft" onClick={() => onAction({ kind: 'previous' })}>
          Previous
        </LiteButton>
        <LiteButton variant="subtle" aria-keyshortcuts="x" onClick={() => onAction({ kind: 'skip' })}>
          Skip (x)
        </LiteButton>
        <LiteButton variant="subtle" aria-keyshortcuts="ArrowRight" onClick={() => onAction({ kind: 'next' })}>
          Next
        </LiteButton>
      </LiteGroup>
    </LiteStack>
  );
}
