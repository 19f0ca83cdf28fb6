import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { profileColumns, type ProfileColumn } from './profile-columns';

interface ColumnChooserProps {
  visible: ProfileColumn[];
  onChange: (ids: string[]) => void;
}

export function ColumnChooser({ visible, onChange }: ColumnChooserProps) {
  const ids = visible.map((column) => column.id);
  return (
    <Popover position="bottom-end" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Visible columns" role="dialog">
        <Stack gap="xs">
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
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
