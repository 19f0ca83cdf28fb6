import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { missingPermissionDetail, missingPermissionSentence } from '../lib/permission-words';
import { useSession } from '../lib/use-session';
import { LiteAlert, LiteStack, LiteText } from './ui/lite';

interface ReadOnlyNoticeProps {
  /** The authorities the role lacks for what this page would otherwise let the person do. */
  missing: readonly string[];
  /** What the person CAN do here, first: "You can view this profile and link devices." */
  title?: ReactNode;
  /** What else to say after the role's sentence (what is hidden or disabled because of it). */
  children?: ReactNode;
}

/**
 * Every read-only notice: what the person can do (the title), what the role does not allow in words, then the
 * missing permission constants in a muted detail line for whoever will grant them (src/lib/permission-words.ts).
 */
export function ReadOnlyNotice({ missing, title = 'Read only', children }: ReadOnlyNoticeProps) {
  const held = useSession()?.consumer?.authorities;
  return (
    <LiteAlert color="gray" title={title} icon={<IconLock aria-hidden />} role="note">
      <LiteStack gap={4}>
        <LiteText size="sm">
          {missingPermissionSentence(missing, held)}
          {children && <> {children}</>}
        </LiteText>
        <LiteText size="xs" c="dimmed">
          {missingPermissionDetail(missing)}. A workspace administrator can add {missing.length === 1 ? 'it' : 'them'}{' '}
          to your role.
        </LiteText>
      </LiteStack>
    </LiteAlert>
  );
}
