import { LiteButton, LiteGroup, LiteStack } from '../../../components/ui/lite';
import { IconBookmark, IconBookmarkPlus, IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';

/** The playground's heading: what the page is for, and its actions (`children`). */
export function SearchPlaygroundHeader({ children }: { children: ReactNode }) {
  return (
    <PageHeader
      title="Search playground"
      description="Search an index the way a website does (with the tracker key), and see why results come back in their order."
    >
      {children}
    </PageHeader>
  );
}

/** The saved searches' two buttons, drawn as their popovers' triggers are. */
export function SavedSearchesStandIn({ disabled = false }: { disabled?: boolean }) {
  return (
    <LiteGroup gap="xs">
      <LiteButton
        variant="default"
        size="sm"
        disabled={disabled}
        leftSection={<IconBookmarkPlus size={16} aria-hidden />}
      >
        Save search
      </LiteButton>
      <LiteButton variant="default" size="sm" disabled={disabled} leftSection={<IconBookmark size={16} aria-hidden />}>
        Saved searches
      </LiteButton>
    </LiteGroup>
  );
}

/**
 * The page while the playground's code (or, in simulator builds, the simulator's tracker key) is on its way: its
 * heading, its actions disabled, and the place of the form (decision 0121).
 */
export function SearchPlaygroundStandIn() {
  return (
    <LiteStack gap="md">
      <SearchPlaygroundHeader>
        <LiteGroup gap="xs">
          <SavedSearchesStandIn disabled />
          <LiteButton variant="default" size="sm" disabled leftSection={<IconLink size={16} aria-hidden />}>
            Copy link
          </LiteButton>
        </LiteGroup>
      </SearchPlaygroundHeader>
      <LiteStack gap="md" role="status" aria-label="Loading the search playground">
        <Skeleton height={60} width={240} />
        <Skeleton height={36} />
        <Skeleton height={320} radius="md" />
      </LiteStack>
    </LiteStack>
  );
}
