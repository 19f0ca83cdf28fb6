import { Badge } from '../../../components/ui/mantine';
import { DeferredTooltip } from '../../../components/ui/deferred-tooltip';
import { IconPinned } from '@tabler/icons-react';

/** Marks an item a query rule promoted, naming the rules. */
export function PromotedBadge({ rules }: { rules: readonly number[] | null | undefined }) {
  if (!rules || rules.length === 0) return null;
  const text = `Promoted by rule${rules.length > 1 ? 's' : ''} ${rules.join(', ')}`;
  return (
    <DeferredTooltip label={text}>
      <Badge size="sm" color="indigo" variant="light" leftSection={<IconPinned size={12} aria-hidden />}>
        {text}
      </Badge>
    </DeferredTooltip>
  );
}
