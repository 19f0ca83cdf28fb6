import { Checkbox, Popover } from '../../../components/ui/mantine';
import { LiteStack } from '../../../components/ui/lite';
import type { OverlayStart } from '../../../lib/after-content';
import { ColumnsButton } from './columns-button';
import { profileColumns, type ProfileColumn } from './profile-columns';

export interface ColumnChooserProps {
  visible: ProfileColumn[];
  onChange: (ids: string[]) => void;
}

/**
 * The columns to show, in a popover. Its code (Popover, Checkbox: Mantine's `ui` and `ui-overlay`) arrives after
 * the list has shown; `ColumnsButton` stands in until then (profiles-list-page.tsx).
 */
export function ColumnChooser({ visible, onChange, openAtStart }: ColumnChooserProps & OverlayStart) {
  const ids = visible.map((column) => column.id);
  return (
    <Popover position="bottom-end" shadow="md" trapFocus withinPortal defaultOpened={openAtStart}>
      <Popover.Target>
        <ColumnsButton />
      </Popover.Target>
      <Popover.Dropdown aria-label="Visible columns" role="dialog">
        <LiteStack gap="xs">
          {profileColumns.map((column) => (
            <Checkbox
              key={column.id}
              label={column.label}
              checked={ids.includes(column.id)}
              disabled={ids.length === 1 && ids.includes(column.id)}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                onChange(
                  profileColumns.map((c) => c.id).filter((id) => (id === column.id ? checked : ids.includes(id))),
                );
              }}
            />
          ))}
        </LiteStack>
      </Popover.Dropdown>
    </Popover>
  );
}
