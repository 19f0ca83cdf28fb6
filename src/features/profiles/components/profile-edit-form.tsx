import { LiteButton, LiteGroup, LitePaper, LiteStack, LiteTitle } from '../../../components/ui/lite';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { Skeleton } from '../../../components/skeleton';
import { authorities } from '../../../lib/authorities';
import { draftKey, readDraft } from '../../../lib/form-draft-store';
import { usePermission } from '../../../lib/use-session';
import type { Profile } from '../api/schemas';
import { ChangeStatusNote, type ChangeStatus } from './change-status';
import { profileSections, sectionHeadingId, type ProfileSectionName } from './profile-sections';
import { AgreementsView, AttributesView, ContactView, TagsView } from './profile-record-views';

// A section's form (react-hook-form, zod, Mantine's selects and inputs: about 45 KB) loads when a section is first
// edited, not with the profile, which most visits only read (decision 0116). Pointing at or focusing "Edit" starts
// the download, so it has usually arrived by the click.
const loadSectionForm = () => import('./profile-section-form');
const SectionForm = lazy(async () => ({ default: (await loadSectionForm()).SectionForm }));

interface SectionProps {
  profile: Profile;
  workspaceGuid: string;
  section: ProfileSectionName;
  canEdit: boolean;
}

/** One section of the record: read as label/value pairs; "Edit" turns it (and only it) into a form. */
function RecordSection({ profile, workspaceGuid, section, canEdit, children }: SectionProps & { children: ReactNode }) {
  // A draft left from before a reload opens the section in edit mode again, with the draft in it.
  const [editing, setEditing] = useState(
    () => canEdit && readDraft(draftKey(workspaceGuid, 'profile', profile.clientId, section)) !== null,
  );
  const [status, setStatus] = useState<ChangeStatus>({ state: 'idle' });
  const title = profileSections[section];
  // "Edit" and the form replace each other: the focus follows (docs/decisions/0173-where-focus-goes.md). Into the
  // form when the person opened it (not when a draft reopens it as the page loads); back to "Edit" when the form
  // closes (saved or cancelled) while the focus was in it, with the outcome announced below (ChangeStatusNote).
  const [opened, setOpened] = useState(false);
  const sectionRef = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);
  useEffect(() => {
    if (editing || !closing.current) return;
    closing.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || sectionRef.current?.contains(active)) editButton.current?.focus();
  }, [editing]);
  return (
    <LitePaper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={sectionHeadingId(section)}
      ref={sectionRef}
    >
      <LiteGroup justify="space-between" mb="sm" wrap="nowrap">
        <LiteTitle order={2} size="h4" id={sectionHeadingId(section)}>
          {title}
        </LiteTitle>
        {canEdit && !editing && (
          <LiteButton
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Edit ${title.toLowerCase()}`}
            ref={editButton}
            onPointerEnter={() => void loadSectionForm()}
            onFocus={() => void loadSectionForm()}
            onClick={() => {
              setStatus({ state: 'idle' });
              setOpened(true);
              setEditing(true);
            }}
          >
            Edit
          </LiteButton>
        )}
      </LiteGroup>
      <LiteStack gap="sm">
        {editing ? (
          <Suspense
            fallback={<Skeleton height={160} role="status" aria-label={`Loading the ${title.toLowerCase()} form`} />}
          >
            <SectionForm
              profile={profile}
              workspaceGuid={workspaceGuid}
              section={section}
              onStatus={setStatus}
              focusAtStart={opened}
              onDone={() => {
                closing.current = true;
                setEditing(false);
              }}
            />
          </Suspense>
        ) : (
          children
        )}
        {/* In the section that was saved, where the person is looking, and announced (role=status). */}
        <ChangeStatusNote status={status} />
      </LiteStack>
    </LitePaper>
  );
}

/**
 * The profile's own data as a readable record, section by section; with the edit authority each section has an
 * "Edit" that sends only what changed in it. Without it: the record and a notice saying what the person can do,
 * never a form.
 */
export function ProfileRecord({ profile, workspaceGuid }: { profile: Profile; workspaceGuid: string }) {
  const { allowed: canEdit } = usePermission(authorities.profilesEdit);
  const props = { profile, workspaceGuid, canEdit };
  return (
    <LiteStack>
      {!canEdit && (
        // Linking a device needs only the view authority (the endpoint table's linkDevice), so it stays open.
        <ReadOnlyNotice
          missing={[authorities.profilesEdit]}
          title={profile.uuid ? 'You can view this profile and link devices' : 'You can view this profile'}
        />
      )}
      <RecordSection {...props} section="contact">
        <ContactView profile={profile} />
      </RecordSection>
      <RecordSection {...props} section="agreements">
        <AgreementsView profile={profile} />
      </RecordSection>
      <RecordSection {...props} section="attributes">
        <AttributesView profile={profile} />
      </RecordSection>
      <RecordSection {...props} section="tags">
        <TagsView profile={profile} />
      </RecordSection>
    </LiteStack>
  );
}
