import { useMantineColorScheme } from '../../components/ui/mantine';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { Avatar } from '../../components/avatar';
import { IconHeaderButton, PlainHeaderButton } from '../../components/header-button';
import { useSession } from '../../lib/use-session';

/**
 * The triggers of the header's menus, light enough to show with the page: the menus themselves (Mantine's Menu,
 * floating-ui) arrive on intent and wrap these same buttons (src/app/shell/app-layout.tsx).
 */
type TriggerProps = Omit<ComponentProps<'button'>, 'className' | 'children'>;

export const colorSchemeIcons = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop };

export function ColorSchemeButton(props: TriggerProps) {
  const { colorScheme } = useMantineColorScheme();
  const Icon = colorSchemeIcons[colorScheme];
  return (
    <IconHeaderButton aria-label={`Colour scheme: ${colorScheme}. Change colour scheme`} {...props}>
      <Icon size={18} aria-hidden />
    </IconHeaderButton>
  );
}

/** The signed-in person's name, as the account menu shows it. */
export function useAccountName(): string {
  const current = useSession();
  return current?.consumer?.name || current?.username || '';
}

export function AccountButton(props: TriggerProps) {
  const name = useAccountName();
  return (
    <PlainHeaderButton aria-label={`Account: ${name}`} {...props}>
      <Avatar initials={name.slice(0, 1).toUpperCase()} />
    </PlainHeaderButton>
  );
}
