import { LiteButton } from '../../../components/ui/lite';
import { IconUserSearch } from '@tabler/icons-react';
import { Link } from '../../../components/router-link';
import { usePermission } from '../../../lib/use-session';
import { authorities } from '../../../lib/authorities';
import { searchAsCustomerPath } from '../model/search-as-customer';

/** The icon of searching as a customer, for the button and for menus that offer the same. */
export const SearchAsCustomerIcon = () => <IconUserSearch size={16} aria-hidden />;

/**
 * Opens the search playground as this profile: personalisation on with its uuid, beside the same search
 * without personalisation. For the profile page header; not shown to a role without the search section.
 */
export function SearchAsCustomerButton({ uuid }: { uuid: string }) {
  const { allowed } = usePermission(authorities.searchRead);
  if (!allowed) return null;
  return (
    <LiteButton
      component={Link}
      to={searchAsCustomerPath(uuid)}
      variant="default"
      leftSection={<SearchAsCustomerIcon />}
    >
      Search as this customer
    </LiteButton>
  );
}
