import { LiteAnchor, LiteStack, LiteText } from '../../../components/ui/lite';
import { Skeleton } from '../../../components/ui/mantine';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from '../../../components/router-link';
import { ErrorState } from '../../../components/error-state';
import { authorities } from '../../../lib/authorities';
import { usePermission } from '../../../lib/use-session';
import { profileName, type Profile } from '../../profiles';
import { parseContent } from '../model/document-rules';
import { editorValuesOf } from '../model/editor-values';
import { sameAudience, type EditorValues } from '../model/editor-form';
import { previewQuery } from '../api/generate';
import { resolveInserts } from '../model/inserts';
import { emptyReason, previewVerdict } from '../model/preview-verdict';
import type { Document } from '../api/schemas';
import { AudienceSamplePicker, sampleLabel } from './audience-sample-picker';
import { RenderedContent } from './customer-view-card';
import { PreviewFrame } from './editor-frames';
import { ProfilePicker } from './profile-picker';
import { appPath } from '../../../lib/app-path';

/** How long typing pauses before the preview of unsaved content is worked out again. */
export const previewDebounceMs = 300;

/**
 * The preview beside the editor. The service's preview operation generates the SAVED document for the chosen
 * profile (with the audience verdict and the higher-priority documents that would show instead); the panel says
 * first, in one sentence, whether that profile sees the document (model/preview-verdict.ts), then the evidence,
 * then the content as the customer would see it. Content typed but not saved yet is filled in here, in the
 * browser, with the same insert rules and the profile's record, so the preview follows the typing without saving
 * anything. Beside the editor on a wide screen, under it on a phone (document-editor.module.css).
 */
export function DocumentPreviewPanel({ workspaceGuid, saved }: { workspaceGuid: string; saved: Document }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const piiAllowed = usePermission(authorities.profilesPii).allowed;
  const { control } = useFormContext<EditorValues>();
  const content = useWatch({ control, name: 'content' });
  const [audience, priority, slug, schema] = useWatch({ control, name: ['audience', 'priority', 'slug', 'schema'] });
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

  const savedValues = useMemo(() => editorValuesOf(saved), [saved]);
  const unsavedAudience = audience.targetType !== '' && !sameAudience(audience, savedValues.audience);
  const unsavedRanking = priority !== saved.priority || slug !== savedValues.slug || schema !== savedValues.schema;

  const unsaved = useMemo(() => {
    const parsed = parseContent(settledContent);
    if (!parsed.ok) return { state: 'invalid' as const, message: parsed.message };
    if (JSON.stringify(parsed.value) === JSON.stringify(saved.content)) return { state: 'same' as const };
    return {
      state: 'changed' as const,
      resolution: resolveInserts(parsed.value, {}, profile),
      empty: emptyReason(parsed.value, profile, false),
    };
  }, [settledContent, saved.content, profile]);

  // Without the PII permission the name is masked: the sentence says "This profile" rather than "M••• N•••".
  const name = profile ? (piiAllowed ? profileName(profile) : 'This profile') : '';
  const verdict =
    profile && preview.data
      ? previewVerdict({
          name,
          profile,
          saved: { content: saved.content, slug: saved.slug, schema: saved.schema, hasAudience: !!saved.audience },
          preview: preview.data,
          unsaved: { audience: unsavedAudience, ranking: unsavedRanking },
        })
      : null;
  const savedSchema = preview.data?.schema ?? saved.schema;

  return (
    <PreviewFrame>
      <ProfilePicker onPick={setProfile} />
      <AudienceSamplePicker workspaceGuid={workspaceGuid} saved={saved} piiAllowed={piiAllowed} onPick={setProfile} />
      {profile && (
        <LiteText size="sm">
          As <strong>{sampleLabel(profile, piiAllowed)}</strong> (client id {profile.clientId})
        </LiteText>
      )}
      {profile && preview.isPending && <Skeleton height={96} />}
      {profile && preview.isError && (
        <ErrorState error={preview.error} title="No preview" onRetry={() => void preview.refetch()} />
      )}
      {verdict && preview.data && (
        <>
          <LiteStack gap={4}>
            <LiteText role="status" fw={700} data-verdict={verdict.kind}>
              {verdict.sentence}.
            </LiteText>
            {verdict.savedAudienceSentence && <LiteText size="sm">{verdict.savedAudienceSentence}.</LiteText>}
            {/* The service's reason is about the saved audience: beside an unsaved one it would contradict it. */}
            {(verdict.kind !== 'audience-not-saved' || verdict.savedAudienceSentence) && (
              <LiteText size="xs" c="dimmed">
                {verdict.kind === 'audience-not-saved' ? 'Saved audience' : 'Audience'}: {verdict.reason}
              </LiteText>
            )}
            {verdict.rivals.shown.length > 0 && (
              <LiteText size="sm" component="div">
                Higher priority here:{' '}
                {verdict.rivals.shown.map((other, index) => (
                  <span key={other.id}>
                    {index > 0 && ', '}
                    <LiteAnchor component={Link} to={appPath(`/documents/${other.id}`)} size="sm">
                      {other.name}
                    </LiteAnchor>{' '}
                    ({other.priority})
                  </span>
                ))}
                {verdict.rivals.more > 0 && ` and ${verdict.rivals.more} more`}.
              </LiteText>
            )}
            {verdict.caveat && (
              <LiteText size="xs" c="dimmed">
                {verdict.caveat}
              </LiteText>
            )}
          </LiteStack>
          {unsaved.state === 'changed' ? (
            <>
              <LiteText size="sm" fw={500}>
                Unsaved content, filled in for this profile
              </LiteText>
              <RenderedContent
                schema={schema || savedSchema}
                content={unsaved.resolution.content}
                label="Preview of unsaved content"
                empty={unsaved.empty}
              />
              <LiteText size="sm" fw={500}>
                Saved version, as the service generates it
              </LiteText>
              <RenderedContent
                schema={savedSchema}
                content={preview.data.content}
                label="Preview of saved content"
                empty={emptyReason(saved.content, profile)}
              />
            </>
          ) : (
            <>
              {unsaved.state === 'invalid' && (
                <LiteText size="xs" c="var(--mantine-color-error)">
                  The content being edited is not valid JSON yet; showing the saved version.
                </LiteText>
              )}
              <RenderedContent
                schema={savedSchema}
                content={preview.data.content}
                label="Preview of saved content"
                empty={emptyReason(saved.content, profile)}
              />
            </>
          )}
          {topRival && verdict.rivals.shown.length > 0 && (
            <LiteStack gap={4}>
              <LiteText size="sm">
                {verdict.kind === 'audience-not-saved' ? 'With the saved audience, this' : 'This'} profile would see “
                {topRival.name}” instead:
              </LiteText>
              {rival.isPending && <Skeleton height={64} />}
              {rival.isError && <ErrorState error={rival.error} title="Its content could not be generated" />}
              {rival.data && (
                <RenderedContent
                  schema={rival.data.schema}
                  content={rival.data.content}
                  label="Content of the higher-priority document"
                />
              )}
            </LiteStack>
          )}
        </>
      )}
    </PreviewFrame>
  );
}
