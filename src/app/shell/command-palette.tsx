import '@mantine/spotlight/styles.css';
import { ModalTitle, useMantineColorScheme } from '../../components/ui/mantine';
import { LiteText } from '../../components/ui/lite';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useEffect, useState } from 'react';
import {
  IconFileText,
  IconLogout,
  IconMoon,
  IconRefresh,
  IconSearch,
  IconSun,
  IconSwitchHorizontal,
  IconUser,
} from '@tabler/icons-react';
import { notify } from '../../components/notify';
import { findProfile, lookupKind, lookupKindLabels as lookupLabels } from '../../features/profiles/api/find-profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '../../lib/sign-out';
import { useSession } from '../../lib/use-session';
import { paletteDestinations } from './navigation';
import { setPaletteOpener } from './palette-opener';
import { appPath } from '../../lib/app-path';
import hidden from '../../components/visually-hidden.module.css';
import { paletteScope, paletteSearchMinLength, paletteSearchQuery, type PaletteRecord } from './palette-search';

/** Time after the last key before the palette asks the service: a name typed at speed is one request, not six. */
const searchDelayMs = 250;
/** At most this many commands (sections and pages, preferences) under the records. */
const commandLimit = 12;

function matches(action: SpotlightActionData, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return [action.label, action.description, ...(Array.isArray(action.keywords) ? action.keywords : [action.keywords])]
    .filter((text): text is string => typeof text === 'string')
    .some((text) => text.toLowerCase().includes(needle));
}

/**
 * Ctrl/Cmd+K: go to any section, find a profile or document by its name (or a profile by an email or identifier),
 * switch workspace, colour scheme, sign out. Arrow keys choose, Enter opens.
 */
export function CommandPalette() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const held = current?.consumer?.authorities ?? [];
  const workspaceGuid = current?.workspace?.guid ?? '';

  // Profiles and documents by name: the list pages' own queries, once typing pauses; a newer text cancels the
  // older one's requests (palette-search.ts).
  const scope = paletteScope(held);
  const needle = query.trim();
  const [settled] = useDebouncedValue(needle, searchDelayMs);
  const searchable = (scope.profiles || scope.documents) && needle.length >= paletteSearchMinLength;
  const search = useQuery({
    ...paletteSearchQuery(workspaceGuid, settled, scope),
    enabled: searchable && settled === needle,
  });
  const searching = searchable && (settled !== needle || search.isFetching);
  const records = searchable && !search.isError ? (search.data ?? []) : [];

  const canReadProfiles = held.includes('ROLE_CLIENT_SHOW');
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
    ...paletteDestinations(held).map((section) => ({
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
            // The profile's own icon, as its results show it: the searching one is the profile header's, and
            // shared with the palette it was a file of its own on every profile page's first paint.
            leftSection: <IconUser size={20} aria-hidden />,
            onClick: () => void openProfile(query),
          },
        ]
      : []),
  ];

  const commands = actions
    .filter((action) => action.id === 'profile:open' || matches(action, needle))
    .slice(0, commandLimit);
  // Closed here too: an action chosen with Enter inside a group navigated and left the palette open over the page.
  const open = (record: PaletteRecord) => {
    spotlight.close();
    void navigate(appPath(record.path));
  };
  const named = [scope.profiles && 'profile', scope.documents && 'document'].filter(Boolean).join(' or ');
  const status = !searchable
    ? null
    : searching
      ? 'Searching…'
      : search.isError
        ? `The search for “${needle}” failed: ${search.error.message}`
        : search.isSuccess && records.length === 0
          ? `No ${named} named “${needle}”.`
          : null;
  const profiles = records.filter((record) => record.kind === 'profile');
  const documents = records.filter((record) => record.kind === 'document');
  const retry = searchable && !searching && search.isError;
  const empty = commands.length === 0 && records.length === 0 && !retry;

  // The shell's button and Ctrl+K open it from here on (and now, if they were used before it arrived).
  useEffect(() => setPaletteOpener(() => spotlight.open()), []);
  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      // The shell owns Ctrl+K (app-layout.tsx), so the shortcut works before this component has loaded.
      shortcut={null}
    >
      {/* The dialog's name for screen readers (Spotlight draws no title). */}
      <ModalTitle className={hidden.hidden}>Command palette</ModalTitle>
      <Spotlight.Search
        leftSection={<IconSearch size={20} aria-hidden />}
        placeholder="Go to, or find a profile or document…"
        aria-label="Command palette search"
      />
      <LiteText size="sm" c="dimmed" px="md" py={status ? 'xs' : 0} role="status">
        {status}
      </LiteText>
      <Spotlight.ActionsList>
        {/* The group's label is drawn by CSS; role and aria-label give it to screen readers too. */}
        {profiles.length > 0 && (
          <Spotlight.ActionsGroup label="Profiles" role="group" aria-label="Profiles">
            {profiles.map((record) => (
              <RecordAction key={record.key} record={record} onOpen={open} />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {documents.length > 0 && (
          <Spotlight.ActionsGroup label="Documents" role="group" aria-label="Documents">
            {documents.map((record) => (
              <RecordAction key={record.key} record={record} onOpen={open} />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {retry && (
          <Spotlight.Action
            label="Retry the search"
            leftSection={<IconRefresh size={20} aria-hidden />}
            closeSpotlightOnTrigger={false}
            onClick={() => void search.refetch()}
          />
        )}
        {commands.map(({ id, ...action }) => (
          <Spotlight.Action key={id} highlightQuery {...action} />
        ))}
        {empty && !searching && <Spotlight.Empty>Nothing found</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

/** A found profile or document: its name, then its kind and what tells it apart; Enter or a click opens it. */
function RecordAction({ record, onOpen }: { record: PaletteRecord; onOpen: (record: PaletteRecord) => void }) {
  const Icon = record.kind === 'profile' ? IconUser : IconFileText;
  return (
    <Spotlight.Action
      label={record.label}
      description={record.description}
      leftSection={<Icon size={20} aria-hidden />}
      onClick={() => onOpen(record)}
    />
  );
}
