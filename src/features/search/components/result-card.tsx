import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { TruncatedText } from '../../../components/truncated-text';
import { formatMoney } from '../../../lib/money-format';
import { itemIdOf, itemImage, itemTitle } from '../model/item-fields';
import type { RankChange } from '../model/rank-changes';
import type { SearchItem } from '../api/schemas';
import { PromotedBadge } from './promoted-badge';
import { RankChangeBadge } from './rank-change-badge';
import { ScoreBreakdownButton } from './score-breakdown';
import classes from './results-grid.module.css';

interface ResultCardProps {
  item: SearchItem;
  rank: number;
  change?: RankChange;
  compact?: boolean;
}

const price = (item: SearchItem) => {
  const value = typeof item.salePrice === 'number' ? item.salePrice : item.price;
  if (typeof value !== 'number') return null;
  return formatMoney(value, typeof item.currency === 'string' ? item.currency : undefined);
};

function Thumbnail({ src, size }: { src: string | null; size?: number }) {
  if (src)
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        className={size ? undefined : classes.image}
        width={size}
        height={size}
        style={size ? { borderRadius: 4, objectFit: 'cover', flexShrink: 0 } : undefined}
      />
    );
  return (
    <Box
      className={size ? undefined : classes.noImage}
      w={size}
      h={size}
      display={size ? 'grid' : undefined}
      style={size ? { placeItems: 'center', flexShrink: 0 } : undefined}
    >
      <IconPhotoOff size={20} aria-hidden />
    </Box>
  );
}

/**
 * One result: rank, image (on top in the grid, beside the text in compare mode's narrow lists), title, a few
 * facts, promotion, and (explain) a button opening the score breakdown in a drawer. Text sits in spans and divs
 * only: a badge (a div) inside a paragraph is invalid HTML and React says so for every card.
 */
export function ResultCard({ item, rank, change, compact }: ResultCardProps) {
  const image = itemImage(item);
  const title = itemTitle(item);
  const id = itemIdOf(item);
  const facts = ['brand', 'category', 'city', 'color']
    .map((key) => item[key])
    .filter((value) => typeof value === 'string') as string[];
  const itemPrice = price(item);
  const details = (
    <Stack gap={2} className={classes.text} data-testid="result-card-text">
      <Text size="sm" fw={600} lineClamp={2} component="div">
        {title}
      </Text>
      <TruncatedText size="xs" dimmed monospace>
        {id}
      </TruncatedText>
      {!compact && facts.length > 0 && <TruncatedText size="xs">{facts.join(' · ')}</TruncatedText>}
      {itemPrice && (
        <Group gap={6} wrap="nowrap">
          <Text span size="sm" fw={500}>
            {itemPrice}
          </Text>
          {typeof item.salePrice === 'number' && (
            <Badge size="xs" color="red" variant="light">
              sale
            </Badge>
          )}
        </Group>
      )}
      <Group gap={4}>
        <PromotedBadge rules={item._promotedByRules} />
        <RankChangeBadge change={change} />
      </Group>
      {item._explanation && <ScoreBreakdownButton explanation={item._explanation} label={title} />}
    </Stack>
  );
  const rankText = (
    <Text span size="xs" c="dimmed" fw={700} miw={24}>
      {rank}
    </Text>
  );
  if (compact) {
    return (
      <Card withBorder padding="xs" radius="md" component="article" aria-label={`${rank}. ${title}`} data-item-id={id}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {rankText}
          <Thumbnail src={image} size={48} />
          {details}
        </Group>
      </Card>
    );
  }
  return (
    <Card
      withBorder
      padding="xs"
      radius="md"
      component="article"
      aria-label={`${rank}. ${title}`}
      data-item-id={id}
      className={classes.card}
    >
      <Stack gap={6}>
        <Box pos="relative">
          <Thumbnail src={image} />
          <Badge pos="absolute" top={6} left={6} size="sm" variant="default" aria-hidden>
            {rank}
          </Badge>
        </Box>
        {details}
      </Stack>
    </Card>
  );
}
