import { IconSelector } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { SubtleHeaderButton } from '../../../components/header-button';
import { useSession } from '../../../lib/use-session';
import { WorkspaceAvatar } from './workspace-avatar';

type Props = Omit<ComponentProps<'button'>, 'className' | 'children'> & {
  /** The workspace's logo, once the list of workspaces is known. */
  logo?: string | null;
};

/**
 * The header's current workspace, the button that opens the switcher: light enough to show with the page (the
 * switcher's popover and list arrive on intent and wrap this same button).
 */
export function WorkspaceSwitcherButton({ logo = null, ...props }: Props) {
  const workspace = useSession()?.workspace;
  return (
    <SubtleHeaderButton
      aria-label={`Workspace: ${workspace?.name ?? 'none'}. Switch workspace`}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
      left={workspace && <WorkspaceAvatar name={workspace.name} logo={logo} size="sm" />}
      right={<IconSelector size={16} aria-hidden />}
      label={workspace?.name ?? 'Choose a workspace'}
    />
  );
}
