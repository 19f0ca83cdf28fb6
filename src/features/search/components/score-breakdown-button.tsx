import { Button, Drawer, ScrollArea, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { displayValue } from '../model/item-fields';
import type { ItemExplanation as Explanation } from '../api/schemas';
import { ItemExplanation } from './item-explanation';

export interface ScoreBreakdownButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  explanation: Explanation;
  /** The item's title: names the drawer and the tables in it. */
  label: string;
  /** The button's text (default: "Score n: breakdown"). */
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
  children,
  size = 'compact-xs',
  variant = 'subtle',
  'aria-label': ariaLabel,
  openAtStart = false,
}: ScoreBreakdownButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
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
      <Button ref={button} size={size} variant={variant} onClick={open} aria-haspopup="dialog" aria-label={ariaLabel}>
        {children ?? `Score ${displayValue(explanation.score)}: breakdown`}
      </Button>
      <Drawer.Root opened={opened} onClose={close} position="right" size="lg" scrollAreaComponent={ScrollArea.Autosize}>
        <Drawer.Overlay />
        <Drawer.Content>
          {/* A div, not Mantine's <header>: a second banner landmark on the page (axe). */}
          <Drawer.Header {...{ component: 'div' }}>
            <Drawer.Title>{`Score of ${label}`}</Drawer.Title>
            <Drawer.CloseButton aria-label="Close" />
          </Drawer.Header>
          <Drawer.Body>
            <ItemExplanation explanation={explanation} label={label} />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
