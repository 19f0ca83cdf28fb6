import { Badge, Card } from '../../../components/ui/mantine';
import { LiteBox, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { IconPhotoOff } from '@tabler/icons-react';
import { TruncatedText } from '../../../components/truncated-text';
import { itemIdOf, itemImage, itemTitle } from '../model/item-fields';
import type { RankChange } from '../model/rank-changes';
import { cardFigures, type ActiveSort } from '../model/sort-value';
import type { SearchExplanation, SearchItem } from '../api/schemas';
import { PromotedBadge } from './promoted-badge';
import { RankChangeBadge } from './rank-change-badge';
import { ScoreBreakdownButton } from './score-breakdown';
import classes from './results-grid.module.css';

interface ResultCardProps {
  item: SearchItem;
  rank: number;
  change?: RankChange;
  compact?: boolean;
  /** The search's explanation (explain): names the rules in the score breakdown's verdict. */
  search?: SearchExplanation | null;
  /** The search's sort: the card shows the value it sorted by first. */
  sort?: ActiveSort | null;
}

function Thumbnail({ src, size }: { src: string | null; size?: number }) {
  if (src)
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        className={size ? classes.thumbnail : classes.image}
        width={size}
        height={size}
        style={size ? { borderRadius: 4, objectFit: 'cover', flexShrink: 0 } : undefined}
      />
    );
  return (
    <LiteBox
      className={size ? classes.thumbnail : classes.noImage}
      w={size}
      h={size}
      display={size ? 'grid' : undefined}
      style={size ? { placeItems: 'center', flexShrink: 0 } : undefined}
    >
      <IconPhotoOff size={20} aria-hidden />
    </LiteBox>
  );
}

/**
 * One result: rank, image (on top in the grid, beside the text in compare mode's narrow lists), title, the value
 * the search is sorted by, prices (a sale price labelled, with the list price), a few facts, promotion, B's rank
 * change against A, and (explain) a button opening the score breakdown in a drawer. Text sits in spans and divs
 * only: a badge (a div) inside a paragraph is invalid HTML and React says so for every card.
 */
export function ResultCard({ item, rank, change, compact, search, sort = null }: ResultCardProps) {
  const image = itemImage(item);
  const title = itemTitle(item);
  const id = itemIdOf(item);
  const facts = ['brand', 'category', 'city', 'color']
    .map((key) => item[key])
    .filter((value) => typeof value === 'string') as string[];
  const figures = cardFigures(item, sort);
  const details = (
    <LiteStack gap={2} className={classes.text} data-testid="result-card-text">
      <LiteText size="sm" fw={600} lineClamp={2} component="div">
        {title}
      </LiteText>
      <TruncatedText size="xs" dimmed monospace>
        {id}
      </TruncatedText>
      {!compact && facts.length > 0 && <TruncatedText size="xs">{facts.join(' · ')}</TruncatedText>}
      {figures.sort && (
        <LiteText size="sm" fw={600} component="div" data-testid="sort-value">
          <LiteText span size="sm" c="dimmed" fw={400}>
            {figures.sort.label}:
          </LiteText>{' '}
          {figures.sort.text}
        </LiteText>
      )}
      {(figures.price || figures.listPrice) && (
        <LiteGroup gap={6} wrap="wrap">
          {figures.price && (
            <LiteText span size="sm" fw={figures.sort ? 400 : 500}>
              {figures.price}
            </LiteText>
          )}
          {figures.onSale && (
            <Badge size="xs" color="red" variant="light">
              sale
            </Badge>
          )}
          {figures.listPrice && (
            <LiteText span size="xs" c="dimmed">
              list {figures.listPrice}
            </LiteText>
          )}
        </LiteGroup>
      )}
      <LiteGroup gap={4}>
        <PromotedBadge rules={item._promotedByRules} />
        <RankChangeBadge change={change} />
      </LiteGroup>
      {item._explanation && (
        <ScoreBreakdownButton
          explanation={item._explanation}
          label={title}
          context={{ position: rank, promotedByRules: item._promotedByRules, search }}
        />
      )}
    </LiteStack>
  );
  const rankText = (
    <LiteText span size="xs" c="dimmed" fw={700} miw={24}>
      {rank}
    </LiteText>
  );
  // The card's frame, the same in the grid and in compare mode's narrow lists.
  const cardProps = {
    withBorder: true,
    padding: 'xs',
    radius: 'md',
    component: 'article',
    'aria-label': `${rank}. ${title}`,
    'data-item-id': id,
    className: classes.card,
  } as const;
  if (compact) {
    return (
      <Card {...cardProps}>
        <LiteGroup gap="xs" wrap="nowrap" align="flex-start">
          {rankText}
          <Thumbnail src={image} size={48} />
          {details}
        </LiteGroup>
      </Card>
    );
  }
  return (
    <Card {...cardProps}>
      <LiteStack gap={6}>
        <LiteBox pos="relative">
          <Thumbnail src={image} />
          <Badge pos="absolute" top={6} left={6} size="sm" variant="default" aria-hidden>
            {rank}
          </Badge>
        </LiteBox>
        {details}
      </LiteStack>
    </Card>
  );
}
