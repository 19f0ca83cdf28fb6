import { LiteAlert, LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { IconAlertTriangle, IconHistory } from '@tabler/icons-react';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { authorities } from '../../../lib/authorities';

const when = (iso: string) => new Date(iso).toLocaleString();

interface EditorNoticesProps {
  /** A draft from before a reload (or the end of the session) was put back into the form. */
  restored: boolean;
  /** The server's version moved on since the one the unsaved changes start from. */
  conflict: { serverUpdatedAt: string; baseUpdatedAt: string; verdict: string } | null;
  canEdit: boolean;
  /** Takes the server's version and drops the person's changes. */
  onTakeTheirs: () => void;
  /** Takes the server's version with the person's changes on top. */
  onKeepMine: () => void;
  /** Opens their version beside the person's, to choose part by part. */
  onCompare: () => void;
}

/** What the editor tells before the fields: a restored draft, a change made elsewhere, a read-only role. */
export function EditorNotices({
  restored,
  conflict,
  canEdit,
  onTakeTheirs,
  onKeepMine,
  onCompare,
}: EditorNoticesProps) {
  return (
    <>
      {restored && (
        <LiteAlert color="yellow" title="Unsaved changes restored" icon={<IconHistory aria-hidden />} role="status">
          <LiteGroup justify="space-between" wrap="nowrap">
            <LiteText size="sm">
              Changes you had not saved (before a reload or the end of your session) were kept and are shown below.
            </LiteText>
            <LiteButton size="xs" variant="default" onClick={onTakeTheirs}>
              Discard them
            </LiteButton>
          </LiteGroup>
        </LiteAlert>
      )}
      {conflict && (
        <LiteAlert
          color="red"
          title="This document changed on the server"
          icon={<IconAlertTriangle aria-hidden />}
          role="alert"
        >
          <LiteStack gap="xs">
            <LiteText size="sm" fw={600}>
              {conflict.verdict}
            </LiteText>
            <LiteText size="sm">
              Someone saved it at {when(conflict.serverUpdatedAt)}, after the version your changes start from (
              {when(conflict.baseUpdatedAt)}). Saving now would overwrite their changes to the same parts.
            </LiteText>
            <LiteGroup gap="xs">
              <LiteButton size="xs" onClick={onCompare}>
                Compare and choose part by part
              </LiteButton>
              <LiteButton size="xs" variant="default" onClick={onKeepMine}>
                Keep my changes on top of their version
              </LiteButton>
              <LiteButton size="xs" variant="default" onClick={onTakeTheirs}>
                Load their version (drop mine)
              </LiteButton>
            </LiteGroup>
          </LiteStack>
        </LiteAlert>
      )}
      {!canEdit && (
        <ReadOnlyNotice missing={[authorities.documentsEdit]} title="You can read and preview this document" />
      )}
    </>
  );
}
