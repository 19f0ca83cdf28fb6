import { Menu, useMantineColorScheme } from '../../components/ui/mantine';
import { useOpenedAfterMount, type IntentOverlayStart } from '../../lib/on-first-use';
import { type MantineColorScheme } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ColorSchemeButton, colorSchemeIcons } from './header-triggers';

const colorSchemeOptions: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Same as system' },
];

/** The colour scheme choices as menu items: the header's own menu and the account menu both list them. */
export function ColorSchemeItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label>Colour scheme</Menu.Label>
      {colorSchemeOptions.map(({ value, label }) => {
        const Icon = colorSchemeIcons[value];
        return (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} aria-hidden />}
            rightSection={colorScheme === value ? <IconCheck size={14} aria-label="selected" /> : null}
            onClick={() => setColorScheme(value)}
          >
            {label}
          </Menu.Item>
        );
      })}
    </>
  );
}

/** The header's colour scheme menu (loaded on intent; until then its button stands alone). */
export function ColorSchemeMenu({ openAtStart, focusAtStart }: IntentOverlayStart) {
  const openedAfterMount = useOpenedAfterMount(openAtStart);
  return (
    <Menu position="bottom-end" withinPortal={false} {...openedAfterMount}>
      <Menu.Target>
        <ColorSchemeButton autoFocus={focusAtStart} />
      </Menu.Target>
      <Menu.Dropdown>
        <ColorSchemeItems />
      </Menu.Dropdown>
    </Menu>
  );
}
