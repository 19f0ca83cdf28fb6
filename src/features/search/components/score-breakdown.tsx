import { LiteButton } from '../../../components/ui/lite';
import { lazyAfterFirstPaint } from '../../../lib/after-content';
import { useState } from 'react';
import { breakdownButtonText } from '../model/explain-verdict';
import type { ScoreBreakdownButtonProps } from './score-breakdown-button';

type DeferredProps = ScoreBreakdownButtonProps & { onPress: () => void };

/** Until the drawer's code has arrived: the same button; a press is remembered and opens the drawer as it arrives. */
function ScoreBreakdownStandIn({
  explanation,
  context,
  children,
  size = 'compact-xs',
  variant = 'subtle',
  'aria-label': ariaLabel,
  onPress,
}: DeferredProps) {
  return (
    <LiteButton size={size} variant={variant} aria-haspopup="dialog" aria-label={ariaLabel} onClick={onPress}>
      {children ?? breakdownButtonText(explanation, context?.promotedByRules)}
    </LiteButton>
  );
}

const DeferredScoreBreakdownButton = lazyAfterFirstPaint<DeferredProps>(
  async () => (await import('./score-breakdown-button')).ScoreBreakdownButton,
  ScoreBreakdownStandIn,
);

/**
 * The score breakdown's button; its drawer (Mantine's Drawer and the explanation's tables) arrives
 * after the page has shown its results (docs/decisions/0118-heavier-pages-without-mantines-larger-chunks.md).
 */
export function ScoreBreakdownButton(props: ScoreBreakdownButtonProps) {
  // State, not a variable: the drawer may be waiting for its code already, and must be rendered again to open.
  const [pressed, setPressed] = useState(false);
  return <DeferredScoreBreakdownButton {...props} openAtStart={pressed} onPress={() => setPressed(true)} />;
}
