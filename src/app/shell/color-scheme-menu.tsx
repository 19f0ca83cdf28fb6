import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

const colorSchemeOptions: { value: MantineColorScheme; label: string; icon: typeof IconSun }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'Same as system', icon: IconDeviceDesktop },
];

/** The colour scheme choices as menu items: the header's own menu and the account menu both list them. */
export function ColorSchemeItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label>Colour scheme</Menu.Label>
      {colorSchemeOptions.map(({ value, label, icon: Icon }) => (
        <Menu.Item
          key={value}
          leftSection={<Icon size={16} aria-hidden />}
          rightSection={colorScheme === value ? <IconCheck size={14} aria-label="selected" /> : null}
          onClick={() => setColorScheme(value)}
        >
          {label}
        </Menu.Item>
      ))}
    </>
  );
}

export function ColorSchemeMenu() {
  const { colorScheme } = useMantineColorScheme();
  const CurrentIcon = colorSchemeOptions.find((option) => option.value === colorScheme)?.icon ?? IconDeviceDesktop;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={`Colour scheme: ${colorScheme}. Change colour scheme`}>
          <CurrentIcon size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <ColorSchemeItems />
      </Menu.Dropdown>
    </Menu>
  );
}
