import { Badge } from '@mantine/core';
import type { Profile } from '../api/schemas';

/** Anonymous (known by uuid only) or identified. */
export function ProfileKindBadge({ profile }: { profile: Profile }) {
  return profile.anonymous ? (
    <Badge color="gray" variant="light" miw="fit-content">
      Anonymous
    </Badge>
  ) : (
    <Badge color="teal" variant="light" miw="fit-content">
      Identified
    </Badge>
  );
}
