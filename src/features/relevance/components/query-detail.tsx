import { LiteButton, LiteGroup, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { LightBadge } from '../../../components/light-badge';
import { blamedItems, type RankedJudgedItem } from '../model/ablation';
import { judgeAction } from '../model/judge-queue';
import { gradeNames } from './judge-screen';

export interface DetailItem extends RankedJudgedItem {
  title?: string;
}

export interface DetailColumn {
  variant: string;
  items: readonly DetailItem[];
}

interface QueryDetailProps {
  queryText: string;
  columns: readonly DetailColumn[];
  onGrade: (itemId: string, grade: 0 | 1 | 2 | 3) => void;
  /** Rule blame: runs a variant of `variant` that excludes the rule. */
  onExcludeRule: (variant: string, ruleId: number) => void;
}

/**
 * A query's result lists side by side, one per variant, each item with its grade. An unjudged item is a button:
 * with the focus on it, 0–3 grade it (one key press). An item graded 0 that a query rule promoted is marked with
 * the rule, one click from a run without it.
 */
export function QueryDetail({ queryText, columns, onGrade, onExcludeRule }: QueryDetailProps) {
  return (
    <LiteStack gap="sm">
      <LiteTitle order={2} size="h3">
        Query: {queryText}
      </LiteTitle>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
        {columns.map((column) => {
          const blamed = new Map(blamedItems(column.items).map((entry) => [entry.itemId, entry.rules]));
          return (
            <LiteStack key={column.variant} gap={6} component="section" aria-label={`Results of ${column.variant}`}>
              <LiteText fw={600}>{column.variant}</LiteText>
              <ol style={{ margin: 0, paddingInlineStart: 24 }}>
                {column.items.map((item) => (
                  <li key={item.itemId} style={{ marginBottom: 6 }}>
                    <LiteGroup gap={6} wrap="wrap">
                      <LiteText size="sm">{item.title ?? item.itemId}</LiteText>
                      {item.grade === undefined ? (
                        <LiteButton
                          size="compact-xs"
                          variant="default"
                          aria-keyshortcuts="0 1 2 3"
                          aria-label={`Grade ${item.title ?? item.itemId} (press 0–3)`}
                          onKeyDown={(event) => {
                            const action = judgeAction(event.nativeEvent);
                            if (action?.kind !== 'grade') return;
                            event.preventDefault();
                            onGrade(item.itemId, action.grade);
                          }}
                        >
                          unjudged
                        </LiteButton>
                      ) : (
                        <LightBadge color={item.grade === 0 ? 'gray' : 'green'}>
                          {`${item.grade} ${gradeNames[item.grade as 0 | 1 | 2 | 3] ?? ''}`}
                        </LightBadge>
                      )}
                    </LiteGroup>
                    {blamed.get(item.itemId)?.map((ruleId) => (
                      <LiteGroup key={ruleId} gap={6}>
                        <LiteText size="xs" c="red">
                          Graded 0, promoted by rule {ruleId}
                        </LiteText>
                        <LiteButton
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => onExcludeRule(column.variant, ruleId)}
                        >
                          Run without rule {ruleId}
                        </LiteButton>
                      </LiteGroup>
                    ))}
                  </li>
                ))}
              </ol>
            </LiteStack>
          );
        })}
      </div>
    </LiteStack>
  );
}
