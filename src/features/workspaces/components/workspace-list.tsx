import { Badge, ScrollArea, TextInput } from '../../../components/ui/mantine';
import { LiteGroup, LiteLoader, LiteStack, LiteText, LiteUnstyledButton } from '../../../components/ui/lite';
import { IconSearch, IconStarFilled } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Workspace } from '../api/schemas';
import { WorkspaceAvatar } from './workspace-avatar';
import classes from './workspace-list.module.css';

interface WorkspaceListProps {
  workspaces: Workspace[];
  onSelect: (workspace: Workspace) => void;
  currentGuid?: string | null;
  pendingGuid?: string | null;
  maxHeight?: number | string;
  autoFocus?: boolean;
}

export function matchesWorkspace(workspace: Workspace, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [workspace.name, workspace.subdomain ?? '', workspace.guid, String(workspace.id ?? '')].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** Searchable list of workspaces, favourites first; arrow keys move between the search field and the entries. */
export function WorkspaceList({
  workspaces,
  onSelect,
  currentGuid,
  pendingGuid,
  maxHeight = 480,
  autoFocus,
}: WorkspaceListProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const countId = useId();
  const visible = workspaces.filter((workspace) => matchesWorkspace(workspace, deferredQuery));

  const buttons = () => Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  const buttonOf = (guid: string) => buttons().find((candidate) => candidate.dataset.guid === guid);
  // The entry ArrowDown asked for while the list still showed an older query's entries (it follows the typing a
  // render behind): focused once it is drawn, rather than an entry about to disappear under the caret.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const guid = pendingFocus.current;
    const button = guid && buttonOf(guid);
    if (!button) return;
    pendingFocus.current = null;
    button.focus();
  });

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    const all = buttons();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    event.preventDefault();
    if (event.key === 'Home') return all[0]?.focus();
    if (event.key === 'End') return all.at(-1)?.focus();
    const next = index + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) return searchRef.current?.focus();
    all[Math.min(next, all.length - 1)]?.focus();
  };

  return (
    <LiteStack gap="sm">
      <TextInput
        ref={searchRef}
        label="Search workspaces"
        placeholder="Name, subdomain or id"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'Enter') return;
          // What the field says now, not the list drawn for an earlier query.
          const matching = workspaces.filter((workspace) => matchesWorkspace(workspace, query));
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            const first = matching[0];
            const button = first && buttonOf(first.guid);
            if (button && deferredQuery === query) button.focus();
            else pendingFocus.current = first?.guid ?? null;
          }
          if (event.key === 'Enter' && matching.length === 1) onSelect(matching[0]!);
        }}
        aria-describedby={countId}
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
      />
      <LiteText size="xs" c="dimmed" id={countId} aria-live="polite">
        {visible.length === workspaces.length
          ? `${workspaces.length} workspaces`
          : `${visible.length} of ${workspaces.length} workspaces`}
      </LiteText>
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
        {visible.length === 0 ? (
          <LiteText size="sm" c="dimmed" py="md" ta="center">
            No workspace matches “{deferredQuery}”.
          </LiteText>
        ) : (
          <ul className={classes.list} ref={listRef} onKeyDown={onListKeyDown} aria-label="Workspaces">
            {visible.map((workspace) => {
              const current = workspace.guid === currentGuid;
              return (
                <li key={workspace.guid}>
                  <LiteUnstyledButton
                    data-guid={workspace.guid}
                    className={classes.item}
                    onClick={() => onSelect(workspace)}
                    aria-current={current || undefined}
                    data-current={current || undefined}
                    disabled={pendingGuid !== null && pendingGuid !== undefined}
                  >
                    <LiteGroup wrap="nowrap" gap="sm">
                      <WorkspaceAvatar name={workspace.name} logo={workspace.logo} />
                      <LiteStack gap={0} style={{ flex: 1, minWidth: 0 }}>
                        <LiteGroup gap={6} wrap="nowrap">
                          <LiteText fw={600} size="sm" truncate>
                            {workspace.name}
                          </LiteText>
                          {workspace.favorite && (
                            <IconStarFilled size={14} className={classes.star} aria-label="Favourite" role="img" />
                          )}
                        </LiteGroup>
                        <LiteText size="xs" c="dimmed" truncate>
                          {[workspace.subdomain, workspace.id !== null ? `id ${workspace.id}` : null]
                            .filter(Boolean)
                            .join(' · ')}
                        </LiteText>
                      </LiteStack>
                      <LiteGroup gap={4} wrap="nowrap">
                        {current && <Badge variant="light">Current</Badge>}
                        {workspace.mfaRequired && (
                          <Badge
                            color="orange"
                            variant="light"
                            title="Opening this workspace requires multi-factor authentication"
                          >
                            MFA required
                          </Badge>
                        )}
                        {workspace.ipRestricted && (
                          <Badge color="gray" variant="light" title="Access is limited to allowed IP addresses">
                            IP restricted
                          </Badge>
                        )}
                        {pendingGuid === workspace.guid && <LiteLoader size="xs" aria-label="Opening workspace" />}
                      </LiteGroup>
                    </LiteGroup>
                  </LiteUnstyledButton>
                </li>
              );
            })}
          </ul>
        )}
      </ScrollArea.Autosize>
    </LiteStack>
  );
}
