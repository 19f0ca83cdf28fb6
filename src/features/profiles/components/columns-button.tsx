import { LiteButton } from '../../../components/ui/lite';
import { IconColumns } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/**
 * The column chooser's button: on its own while the chooser's code arrives, then inside its popover (which passes
 * it a ref, the expanded state and its click).
 */
export function ColumnsButton(props: Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>) {
  return (
    <LiteButton {...props} variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
      Columns
    </LiteButton>
  );
}
