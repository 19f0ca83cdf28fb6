import { Menu, Text } from '@mantine/core';
import type { IntentOverlayStart } from '../../../lib/lazy-after-first-paint';
import { customerFields } from '../model/inserts';
import { InsertFieldButton } from './insert-field-button';

export interface InsertFieldMenuProps {
  disabled?: boolean;
  /** Inserts the text at the content editor's cursor. */
  onInsert(text: string): void;
}

/** The customer fields a document's content can insert, in a menu under InsertFieldButton. */
export function InsertFieldMenu({
  disabled,
  onInsert,
  openAtStart,
  focusAtStart,
}: InsertFieldMenuProps & IntentOverlayStart) {
  return (
    <Menu position="bottom-start" withinPortal defaultOpened={openAtStart && !disabled}>
      <Menu.Target>
        <InsertFieldButton disabled={disabled} autoFocus={focusAtStart} />
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        <Menu.Label>Inserted at the cursor (inside a string value)</Menu.Label>
        {customerFields.map((customer) => (
          <Menu.Item
            key={customer.path}
            onClick={() => onInsert(customer.path.endsWith('.') ? `{{ ${customer.path}` : `{{ ${customer.path} }}`)}
          >
            <Text size="sm">{customer.label}</Text>
            <Text size="xs" ff="monospace">
              {customer.path}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
