import { LiteStack } from '../../../components/ui/lite';
import type { Document } from '../api/schemas';
import { AudienceField } from './audience-field';
import { PlacementFields } from './placement-fields';

export interface SettingsFieldsProps {
  workspaceGuid: string;
  initial: Document;
  disabled: boolean;
}

/** The fields of the editor's settings panel (document-editor-settings.tsx), with Mantine's selects and radios. */
export function SettingsFields({ workspaceGuid, initial, disabled }: SettingsFieldsProps) {
  return (
    <LiteStack mt="md" gap="lg">
      <PlacementFields workspaceGuid={workspaceGuid} initial={initial} disabled={disabled} />
      <AudienceField workspaceGuid={workspaceGuid} disabled={disabled} />
    </LiteStack>
  );
}
