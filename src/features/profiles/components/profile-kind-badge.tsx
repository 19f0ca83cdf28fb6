import { LightBadge } from '../../../components/light-badge';
import type { Profile } from '../api/schemas';

/** Anonymous (known by uuid only) or identified. */
export function ProfileKindBadge({ profile }: { profile: Profile }) {
  return profile.anonymous ? (
    <LightBadge color="gray">Anonymous</LightBadge>
  ) : (
    <LightBadge color="teal">Identified</LightBadge>
  );
}
