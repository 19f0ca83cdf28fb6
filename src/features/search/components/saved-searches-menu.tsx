import { ActionIcon, Popover, TextInput } from '../../../components/ui/mantine';
import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { IconBookmark, IconBookmarkPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSavedSearches } from '../hooks/use-saved-searches';
import { deleteSavedSearch, saveSearch } from '../model/saved-searches';
import { appPath } from '../../../lib/app-path';
import { formatAbsolute } from '../../../lib/date-format';

/** Save the current search under a name (in this browser), and re-run saved ones. */
export function SavedSearchesMenu({ ws, search }: { ws: string; search: string }) {
  const saved = useSavedSearches(ws);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  return (
    <LiteGroup gap="xs">
      <Popover opened={saving} onChange={setSaving} trapFocus position="bottom-end" withArrow>
        <Popover.Target>
          <LiteButton
            variant="default"
            size="sm"
            leftSection={<IconBookmarkPlus size={16} aria-hidden />}
            onClick={() => setSaving((open) => !open)}
          >
            Save search
          </LiteButton>
        </Popover.Target>
        <Popover.Dropdown>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!name.trim()) return;
              saveSearch(ws, name.trim(), search);
              setName('');
              setSaving(false);
            }}
          >
            <LiteStack gap="xs">
              <TextInput
                label="Name of this search"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                data-autofocus
              />
              <LiteText size="xs" c="dimmed">
                Kept in this browser; a name used before is replaced.
              </LiteText>
              <LiteButton type="submit" size="xs" disabled={!name.trim()}>
                Save
              </LiteButton>
            </LiteStack>
          </form>
        </Popover.Dropdown>
      </Popover>
      <Popover position="bottom-end" withArrow width={320}>
        <Popover.Target>
          <LiteButton variant="default" size="sm" leftSection={<IconBookmark size={16} aria-hidden />}>
            Saved searches ({saved.length})
          </LiteButton>
        </Popover.Target>
        <Popover.Dropdown>
          {saved.length === 0 ? (
            <LiteText size="sm" c="dimmed">
              No saved searches yet.
            </LiteText>
          ) : (
            <LiteStack gap={4} role="list" aria-label="Saved searches">
              {saved.map((entry) => (
                <LiteGroup key={entry.name} gap="xs" wrap="nowrap" role="listitem" justify="space-between">
                  <LiteButton
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => void navigate(appPath(`/search?${entry.search}`))}
                    title={`Saved ${formatAbsolute(Date.parse(entry.savedAt))}`}
                  >
                    Run “{entry.name}”
                  </LiteButton>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete saved search ${entry.name}`}
                    onClick={() => deleteSavedSearch(ws, entry.name)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </LiteGroup>
              ))}
            </LiteStack>
          )}
        </Popover.Dropdown>
      </Popover>
    </LiteGroup>
  );
}
