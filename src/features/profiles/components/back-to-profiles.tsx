import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The way back to the listing from a profile page. */
export function BackToProfiles() {
  return (
    <Anchor component={Link} to="/profiles" size="sm">
      ← All profiles
    </Anchor>
  );
}
