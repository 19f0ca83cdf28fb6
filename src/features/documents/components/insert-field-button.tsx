import { LiteButton } from '../../../components/ui/lite';
import { IconChevronDown, IconVariable } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

/** "Insert customer field", the same with and without its menu (insert-field-menu.tsx, loaded on intent). */
export function InsertFieldButton(props: ComponentProps<'button'> & { disabled?: boolean }) {
  return (
    <LiteButton
      size="xs"
      variant="default"
      leftSection={<IconVariable size={14} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      Insert customer field
    </LiteButton>
  );
}
