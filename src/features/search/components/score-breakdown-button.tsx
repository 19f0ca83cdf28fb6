import { LiteButton } from '../../../components/ui/lite';
import type { LiteButtonProps } from '../../../components/ui/lite';
import { Drawer } from '../../../components/ui/mantine';
import { useDisclosure } from '@mantine/hooks';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Skeleton } from '../../../components/skeleton';
import { breakdownButtonText, type ResultContext } from '../model/explain-verdict';
import type { ItemExplanation as Explanation } from '../api/schemas';
import { ItemExplanation } from './item-explanation';

export interface ScoreBreakdownButtonProps extends Pick<LiteButtonProps, 'size' | 'variant'> {
  explanation: Explanation;
  /** The item's title: names the drawer and the tables in it. */
  label: string;
  /** Where the item sits (its position, its rules, the search's explanation): the drawer opens with why. */
  context?: ResultContext;
  /** The button's text (default: "Score n: breakdown", or "Why pinned?" for an item a rule pinned). */
  children?: string;
  'aria-label'?: string;
  /** Open from the start: its button was pressed before this code arrived (src/features/search/components/score-breakdown.tsx). */
  openAtStart?: boolean;
}

/**
 * An item's score breakdown in a drawer, not inside its card or row: the tables are wider than a card, and a
 * card that grew would leave holes in the grid. The drawer is a dialog (focus inside, Escape closes it, focus
 * returns to the button).
 */
export function ScoreBreakdownButton({
  explanation,
  label,
  context,
  children,
  size = 'compact-xs',
  variant = 'subtle',
  'aria-label': ariaLabel,
  openAtStart = false,
}: ScoreBreakdownButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  // The press paints the drawer at once; its tables (hundreds of cells for a long explanation) render just after,
  // in the background, so the next frame does not wait for them (docs/decisions/0175-explanation-after-its-drawer.md).
  const showExplanation = useDeferredValue(opened);
  const button = useRef<HTMLButtonElement>(null);
  // Pressed before this code arrived: this button takes the place (and the focus) of the one pressed, then opens,
  // so that closing the drawer brings the focus back to it.
  useEffect(() => {
    if (!openAtStart) return;
    button.current?.focus();
    open();
  }, [openAtStart, open]);
  return (
    <>
      <LiteButton
        ref={button}
        size={size}
        variant={variant}
        onClick={open}
        aria-haspopup="dialog"
        aria-label={ariaLabel}
      >
        {children ?? breakdownButtonText(explanation, context?.promotedByRules)}
      </LiteButton>
      {/* The frame that shows the drawer draws the drawer only (docs/decisions/0181-a-drawer-that-paints-alone.md):
          the page stays locked without hiding its scroll bar (the theme's default for every drawer, decision 0196);
          and the body scrolls natively, without ScrollArea's bars and observers. */}
      <Drawer.Root opened={opened} onClose={close} position="right" size="lg">
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header>
            <Drawer.Title>{`Score of ${label}`}</Drawer.Title>
            <Drawer.CloseButton aria-label="Close" />
          </Drawer.Header>
          <Drawer.Body>
            {showExplanation ? (
              <ItemExplanation explanation={explanation} label={label} context={context} />
            ) : (
              <Skeleton height={240} role="status" aria-label="Working out the score" />
            )}
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
