import { IconTrash } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { PermissionButton } from '../../../components/permission-button';
import { authorities } from '../../../lib/authorities';

/**
 * "Delete", drawn the same with and without its confirmation (delete-document-button.tsx, which loads on intent:
 * document-header-actions.tsx).
 */
export function DeleteButton(props: Omit<ComponentProps<typeof PermissionButton>, 'permission'>) {
  return (
    <PermissionButton
      permission={authorities.documentsDelete}
      variant="default"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      {...props}
    >
      Delete
    </PermissionButton>
  );
}
