import { Anchor, Badge, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from '../../../components/router-link';
import { ErrorState } from '../../../components/error-state';
import type { Profile } from '../../profiles';
import { parseContent } from '../model/document-rules';
import type { EditorValues } from '../model/editor-form';
import { previewQuery } from '../api/generate';
import { resolveInserts } from '../model/inserts';
import type { Document } from '../api/schemas';
import { PreviewFrame } from './editor-frames';
import { GeneratedContent } from './generated-content';
import { ProfilePicker } from './profile-picker';
import { appPath } from '../../../lib/app-path';

/** How long typing pauses before the preview of unsaved content is worked out again. */
export const previewDebounceMs = 300;

const profileLabel = (profile: Profile) =>
  [profile.firstName, profile.lastName].filter(Boolean).join(' ') ||
  profile.email ||
  profile.customId ||
  `Profile ${profile.clientId}`;

/**
 * The preview beside the editor. The service's preview operation generates the SAVED document for the chosen
 * profile (with the audience verdict and the higher-priority documents that would show instead). Content
 * typed but not saved yet is filled in here, in the browser, with the same insert rules and the profile's
 * record, so the preview follows the typing without saving anything. Beside the editor on a wide screen, under it
 * on a phone (document-editor.module.css).
 */
export function DocumentPreviewPanel({ workspaceGuid, saved }: { workspaceGuid: string; saved: Document }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const { control } = useFormContext<EditorValues>();
  const content = useWatch({ control, name: 'content' });
  const [settledContent] = useDebouncedValue(content, previewDebounceMs);
  const preview = useQuery({
    ...previewQuery(workspaceGuid, saved.id, profile?.clientId ?? 0, saved.updatedAt),
    enabled: profile !== null,
  });
  const topRival = preview.data?.outrankedBy[0];
  const rival = useQuery({
    ...previewQuery(workspaceGuid, topRival?.id ?? '', profile?.clientId ?? 0, 'outranking'),
    enabled: profile !== null && !!topRival,
  });

  const unsaved = useMemo(() => {
    const parsed = parseContent(settledContent);
    if (!parsed.ok) return { state: 'invalid' as const, message: parsed.message };
    if (JSON.stringify(parsed.value) === JSON.stringify(saved.content)) return { state: 'same' as const };
    return { state: 'changed' as const, resolution: resolveInserts(parsed.value, {}, profile) };
  }, [settledContent, saved.content, profile]);

  return (
    <PreviewFrame>
      <ProfilePicker onPick={setProfile} />
      {profile && (
        <Text size="sm">
          As <strong>{profileLabel(profile)}</strong> (client id {profile.clientId})
        </Text>
      )}
      {profile && preview.isPending && <Skeleton height={96} />}
      {profile && preview.isError && (
        <ErrorState error={preview.error} title="No preview" onRetry={() => void preview.refetch()} />
      )}
      {profile && preview.data && (
        <>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge color={preview.data.audience.included ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {preview.data.audience.included ? 'In the audience' : 'Not in the audience'}
            </Badge>
            <Text size="sm">{preview.data.audience.reason}</Text>
          </Group>
          {unsaved.state === 'changed' ? (
            <>
              <Text size="sm" fw={500}>
                Unsaved content, filled in for this profile
              </Text>
              <GeneratedContent
                content={unsaved.resolution.content}
                unresolved={unsaved.resolution.unresolved}
                label="Preview of unsaved content"
              />
              <Text size="sm" fw={500}>
                Saved version, as the service generates it
              </Text>
              <GeneratedContent content={preview.data.content} label="Preview of saved content" />
            </>
          ) : (
            <>
              {unsaved.state === 'invalid' && (
                <Text size="xs" c="var(--mantine-color-error)">
                  The content being edited is not valid JSON yet; showing the saved version.
                </Text>
              )}
              <GeneratedContent content={preview.data.content} label="Preview of saved content" />
            </>
          )}
          <Text size="xs" c="dimmed">
            Audience and rivals are worked out for the saved document: save to check a changed audience or priority.
          </Text>
          {preview.data.outrankedBy.length === 0 ? (
            <Text size="sm">
              No higher-priority document for this profile shares this placement (slug's first word or type).
            </Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Outranked for this profile by
              </Text>
              <List size="sm">
                {preview.data.outrankedBy.map((other) => (
                  <List.Item key={other.id}>
                    <Anchor component={Link} to={appPath(`/documents/${other.id}`)} size="sm">
                      {other.name}
                    </Anchor>{' '}
                    (priority {other.priority}
                    {other.slug ? `, ${other.slug}` : ''})
                  </List.Item>
                ))}
              </List>
              <Text size="sm">This profile would see “{topRival?.name}” instead:</Text>
              {rival.isPending && <Skeleton height={64} />}
              {rival.isError && <ErrorState error={rival.error} title="Its content could not be generated" />}
              {rival.data && (
                <GeneratedContent content={rival.data.content} label="Content of the higher-priority document" />
              )}
            </Stack>
          )}
        </>
      )}
    </PreviewFrame>
  );
}
