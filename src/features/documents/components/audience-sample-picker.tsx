import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { LiteGroup, LiteStack, LiteText, LiteUnstyledButton } from '../../../components/ui/lite';
import { Skeleton } from '../../../components/skeleton';
import { profileName, type Profile } from '../../profiles';
import { audienceSampleQuery, type AudienceMember } from '../api/audience-sample';
import { previewQuery } from '../api/generate';
import type { Document } from '../api/schemas';
import { PickFromAudienceButton } from './editor-frames';

/** How a profile is named in the list: without the PII permission the service masks its name, and we say so. */
export const sampleLabel = (profile: Profile, piiAllowed: boolean) =>
  piiAllowed ? profileName(profile) : `${profileName(profile)} (masked)`;

/**
 * "Pick someone from this audience": a few profiles in the SAVED audience, found on demand (each is one preview
 * call, api/audience-sample.ts), so a person need not know an exact email. Picking one previews as it at once.
 */
export function AudienceSamplePicker({
  workspaceGuid,
  saved,
  piiAllowed,
  onPick,
}: {
  workspaceGuid: string;
  saved: Document;
  piiAllowed: boolean;
  onPick(profile: Profile): void;
}) {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const sample = useQuery({
    ...audienceSampleQuery(workspaceGuid, saved.id, saved.updatedAt),
    enabled: opened && !!saved.audience,
  });
  const listId = `audience-sample-${saved.id}`;

  const pick = ({ profile, preview }: AudienceMember) => {
    // The sample asked the service already: the preview shows without a second call.
    queryClient.setQueryData(
      previewQuery(workspaceGuid, saved.id, profile.clientId, saved.updatedAt).queryKey,
      preview,
    );
    onPick(profile);
  };

  return (
    <LiteStack gap={6}>
      <PickFromAudienceButton
        hasAudience={!!saved.audience}
        opened={opened}
        controls={listId}
        onClick={() => setOpened((open) => !open)}
      />
      {opened && saved.audience && (
        <div id={listId}>
          {sample.isPending && (
            <LiteStack gap={4} aria-busy>
              <LiteText size="xs" c="dimmed">
                Finding profiles in the saved audience…
              </LiteText>
              <Skeleton height={28} />
              <Skeleton height={28} />
            </LiteStack>
          )}
          {sample.isError && (
            <ErrorState
              error={sample.error}
              title="The audience could not be listed"
              onRetry={() => void sample.refetch()}
            />
          )}
          {sample.data &&
            (sample.data.members.length === 0 ? (
              <LiteText size="sm">
                None of the first {sample.data.checked} profiles is in the saved audience: find one by an identifier
                above.
              </LiteText>
            ) : (
              <LiteStack gap={4}>
                <LiteText size="xs" c="dimmed">
                  In the saved audience ({sample.data.members.length} of the first {sample.data.checked} profiles):
                </LiteText>
                <ul aria-label="Profiles in the saved audience" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                  {sample.data.members.map((member) => (
                    <li key={member.profile.clientId}>
                      <LiteUnstyledButton
                        onClick={() => pick(member)}
                        className="mantine-focus-auto"
                        style={{ display: 'block', width: '100%', padding: '4px 6px', borderRadius: 4 }}
                      >
                        <LiteGroup gap="xs" justify="space-between" wrap="nowrap">
                          <LiteText size="sm" span style={{ overflowWrap: 'anywhere' }}>
                            {sampleLabel(member.profile, piiAllowed)}{' '}
                            <LiteText span size="xs" c="dimmed">
                              client id {member.profile.clientId}
                            </LiteText>
                          </LiteText>
                          <LiteText span size="xs" fw={600} style={{ flexShrink: 0 }}>
                            {member.preview.outrankedBy.length > 0 ? 'outranked' : 'sees it'}
                          </LiteText>
                        </LiteGroup>
                      </LiteUnstyledButton>
                    </li>
                  ))}
                </ul>
              </LiteStack>
            ))}
        </div>
      )}
    </LiteStack>
  );
}
