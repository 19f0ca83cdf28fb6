import { Badge, Box, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { displayValue, itemIdOf, itemImage, itemTitle } from '../api/item-fields';
import type { RankChange } from '../api/rank-changes';
import type { SearchItem } from '../api/schemas';
import { ItemExplanation } from './item-explanation';
import { PromotedBadge } from './promoted-badge';
import { RankChangeBadge } from './rank-change-badge';

interface ResultCardProps {
  item: SearchItem;
  rank: number;
  change?: RankChange;
  compact?: boolean;
}

const price = (item: SearchItem) => {
  const value = typeof item.salePrice === 'number' ? item.salePrice : item.price;
  if (typeof value !== 'number') return null;
  const currency = typeof item.currency === 'string' ? item.currency : undefined;
  try {
    return value.toLocaleString(undefined, currency ? { style: 'currency', currency } : undefined);
  } catch {
    return displayValue(value);
  }
};

/** One result in the image grid: rank, image, title, a few facts, promotion, and (explain) the score breakdown. */
export function ResultCard({ item, rank, change, compact }: ResultCardProps) {
  const [open, setOpen] = useState(false);
  const image = itemImage(item);
  const title = itemTitle(item);
  const id = itemIdOf(item);
  const facts = ['brand', 'category', 'city', 'color']
    .map((key) => item[key])
    .filter((value) => typeof value === 'string') as string[];
  const itemPrice = price(item);
  return (
    <Card withBorder padding="xs" radius="md" component="article" aria-label={`${rank}. ${title}`} data-item-id={id}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed" fw={700} miw={24}>
          {rank}
        </Text>
        {image ? (
          <img
            src={image}
            alt=""
            width={compact ? 48 : 96}
            height={compact ? 48 : 96}
            loading="lazy"
            style={{ borderRadius: 4, objectFit: 'cover', flexShrink: 0 }}
          />
        ) : (
          <Box
            w={compact ? 48 : 96}
            h={compact ? 48 : 96}
            display="grid"
            style={{ placeItems: 'center', flexShrink: 0 }}
          >
            <IconPhotoOff size={20} aria-hidden />
          </Box>
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} lineClamp={2}>
            {title}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {id}
          </Text>
          {!compact && facts.length > 0 && (
            <Text size="xs" lineClamp={1}>
              {facts.join(' · ')}
            </Text>
          )}
          {itemPrice && (
            <Text size="sm" fw={500}>
              {itemPrice}
              {typeof item.salePrice === 'number' && (
                <Badge ml={6} size="xs" color="red" variant="light">
                  sale
                </Badge>
              )}
            </Text>
          )}
          <Group gap={4}>
            <PromotedBadge rules={item._promotedByRules} />
            <RankChangeBadge change={change} />
          </Group>
          {item._explanation && (
            <Button size="compact-xs" variant="subtle" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
              {open ? 'Hide score' : `Score ${displayValue(item._explanation.score)}: breakdown`}
            </Button>
          )}
        </Stack>
      </Group>
      {item._explanation && (
        <Collapse expanded={open}>
          <Box pt="xs">
            <ItemExplanation explanation={item._explanation} label={title} />
          </Box>
        </Collapse>
      )}
    </Card>
  );
}
