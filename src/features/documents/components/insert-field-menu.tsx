import { Menu } from '../../../components/ui/mantine';
import { LiteText } from '../../../components/ui/lite';
import type { IntentOverlayStart } from '../../../lib/on-first-use';
import { customerFields } from '../model/inserts';
import { InsertFieldButton } from './editor-frames';

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
            <LiteText size="sm">{customer.label}</LiteText>
            <LiteText size="xs" ff="monospace">
              {customer.path}
            </LiteText>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
