import '@mantine/spotlight/styles.css';
import { useMantineColorScheme } from '@mantine/core';
import {
  Spotlight,
  spotlight,
  type SpotlightActionData,
  type SpotlightFilterFunction,
  type SpotlightActionGroupData,
} from '@mantine/spotlight';
import { useEffect, useState } from 'react';
import { IconLogout, IconMoon, IconSearch, IconSun, IconSwitchHorizontal, IconUserSearch } from '@tabler/icons-react';
import { notify } from '../../components/notify';
import { findProfile, lookupKind, lookupKindLabels as lookupLabels } from '../../features/profiles/api/find-profile';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../../lib/sign-out';
import { useSession } from '../../lib/use-session';
import { visibleSections } from './navigation';
import { setPaletteOpener } from './palette-opener';
import { appPath } from '../../lib/app-path';

function matches(action: SpotlightActionData, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return [action.label, action.description, ...(Array.isArray(action.keywords) ? action.keywords : [action.keywords])]
    .filter((text): text is string => typeof text === 'string')
    .some((text) => text.toLowerCase().includes(needle));
}

/** The usual matching, but the "open profile" action (built from the query itself) always stays. */
const filter: SpotlightFilterFunction = (query, actions) =>
  actions.flatMap((entry): (SpotlightActionData | SpotlightActionGroupData)[] => {
    if ('actions' in entry) {
      const kept = entry.actions.filter((action) => action.id === 'profile:open' || matches(action, query));
      return kept.length > 0 ? [{ ...entry, actions: kept }] : [];
    }
    return entry.id === 'profile:open' || matches(entry, query) ? [entry] : [];
  });

/** Ctrl/Cmd+K: go to any section, open a profile by its identifier, switch workspace, colour scheme, sign out. */
export function CommandPalette() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useSession();
  const { setColorScheme } = useMantineColorScheme();

  const canReadProfiles = current?.consumer?.authorities.includes('ROLE_CLIENT_SHOW') ?? false;
  // A plain word is more likely a command than a custom id: offer the profile lookup for custom ids with a
  // digit, dash or underscore in them (and always for ids, uuids and emails).
  const guessed = canReadProfiles ? lookupKind(query) : null;
  const kind = guessed === 'customId' && !/[\d_-]/.test(query) ? null : guessed;
  const openProfile = async (text: string) => {
    const profile = await findProfile(text).catch(() => null);
    if (profile) await navigate(appPath(`/profiles/${profile.clientId}`));
    else notify(`No profile has the ${kind ? lookupLabels[kind] : 'identifier'} “${text.trim()}”.`, 'red');
  };

  const actions: SpotlightActionData[] = [
    ...visibleSections(current?.consumer?.authorities ?? []).map((section) => ({
      id: `go:${section.path}`,
      group: 'Go to',
      label: section.label,
      description: section.description,
      keywords: section.keywords,
      leftSection: <section.icon size={20} aria-hidden />,
      onClick: () => void navigate(appPath(section.path)),
    })),
    {
      id: 'workspace:switch',
      group: 'Workspace',
      label: 'Switch workspace',
      description: 'Choose another workspace',
      leftSection: <IconSwitchHorizontal size={20} aria-hidden />,
      onClick: () => void navigate('/workspaces'),
    },
    {
      id: 'scheme:light',
      group: 'Preferences',
      label: 'Light colour scheme',
      leftSection: <IconSun size={20} aria-hidden />,
      onClick: () => setColorScheme('light'),
    },
    {
      id: 'scheme:dark',
      group: 'Preferences',
      label: 'Dark colour scheme',
      leftSection: <IconMoon size={20} aria-hidden />,
      onClick: () => setColorScheme('dark'),
    },
    {
      id: 'session:sign-out',
      group: 'Account',
      label: 'Sign out',
      leftSection: <IconLogout size={20} aria-hidden />,
      onClick: () => signOut(queryClient),
    },
    ...(kind
      ? [
          {
            id: 'profile:open',
            group: 'Profiles',
            label: `Open profile “${query.trim()}”`,
            description: `Find the profile by its ${lookupLabels[kind]}`,
            leftSection: <IconUserSearch size={20} aria-hidden />,
            onClick: () => void openProfile(query),
          },
        ]
      : []),
  ];

  // The shell's button and Ctrl+K open it from here on (and now, if they were used before it arrived).
  useEffect(() => setPaletteOpener(() => spotlight.open()), []);
  return (
    <Spotlight
      actions={actions}
      query={query}
      onQueryChange={setQuery}
      filter={filter}
      // The shell owns Ctrl+K (app-layout.tsx), so the shortcut works before this component has loaded.
      shortcut={null}
      nothingFound="Nothing found"
      highlightQuery
      limit={12}
      searchProps={{
        leftSection: <IconSearch size={20} aria-hidden />,
        placeholder: 'Go to…',
        'aria-label': 'Command palette search',
      }}
    />
  );
}
