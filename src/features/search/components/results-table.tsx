import { ListTable } from '../../../components/list-table';
import { listColumnClass, listColumnClasses, type ListColumnLayout } from '../../../components/list-columns';
import { TruncatedText } from '../../../components/truncated-text';
import { attributesOf, displayValue, itemIdOf, itemTitle } from '../model/item-fields';
import type { SearchExplanation, SearchItem } from '../api/schemas';
import { PromotedBadge } from './promoted-badge';
import { ScoreBreakdownButton } from './score-breakdown';
import classes from './results-grid.module.css';

export interface ResultsTableProps {
  items: readonly SearchItem[];
  offset: number;
  /** The displayAttributes asked for; when none, the items' first attributes. */
  columns: readonly string[];
  /** The search's explanation (explain): names the rules in the score breakdown's verdict. */
  search?: SearchExplanation | null;
}

const defaultColumns = ['itemId', 'title', 'brand', 'category', 'price', 'city', 'inStock', 'rating'];
/** The columns that stay, and make a phone's second line, beside the primary one. */
const keptColumns = ['brand', 'category', 'price'];
/** Fixed widths; an attribute not named here gets 120 px. */
const columnWidths: Record<string, number> = { brand: 120, category: 120, price: 90, inStock: 80, rating: 70 };
const RANK_WIDTH = 44;
const SCORE_WIDTH = 90;
/** The primary column's width before the table scrolls in its box. */
const PRIMARY_MIN_WIDTH = 180;

interface Column extends ListColumnLayout {
  key: string;
  width?: number;
}

/**
 * The columns: the title (else the first attribute) takes the width left, the item id under it; brand, category
 * and price stay; the other attributes hide as the box narrows, two under 44em, two more under 58em, the rest
 * under 72em (docs/decisions/0154-primary-column-gets-the-width.md).
 */
function tableColumns(shown: readonly string[]): Column[] {
  const attributes = shown.filter((key) => key !== 'itemId');
  const primary = attributes.includes('title') ? 'title' : (attributes[0] ?? 'itemId');
  let hidden = 0;
  return [primary, ...attributes.filter((key) => key !== primary)].map((key) => {
    if (key === primary) return { key, primary: true };
    const width = columnWidths[key] ?? 120;
    if (keptColumns.includes(key)) return { key, width, stacked: true };
    hidden += 1;
    return { key, width, hide: hidden <= 2 ? 'narrow' : hidden <= 4 ? 'mid' : 'wide' };
  });
}

/**
 * Results as a table of the chosen display attributes: one line per value, a long value cut with an ellipsis and
 * shown whole on hover; the score breakdown opens in a drawer (a row that grew would break the list's rhythm).
 * A plain ListTable, as the lists: its columns hide before the title is cut, and a phone stacks each row.
 */
export function ResultsTable({ items, offset, columns, search }: ResultsTableProps) {
  const available = attributesOf(items);
  const shown =
    columns.length > 0
      ? ['itemId', ...columns.filter((column) => column !== 'itemId')]
      : defaultColumns.filter((column) => available.includes(column));
  const layout = tableColumns(shown);
  const explained = items.some((item) => item._explanation);
  const rankClass = listColumnClass({});
  const scoreClass = listColumnClass({ stacked: true });
  const minWidth =
    RANK_WIDTH +
    PRIMARY_MIN_WIDTH +
    layout.reduce((sum, column) => sum + (column.hide || column.primary ? 0 : (column.width ?? 0)), 0) +
    (explained ? SCORE_WIDTH : 0);
  return (
    <div className={listColumnClasses.box}>
      <ListTable label="Results" minWidth={minWidth}>
        <thead>
          <tr>
            <th style={{ width: RANK_WIDTH }} className={rankClass}>
              #
            </th>
            {layout.map((column) => (
              <th key={column.key} style={{ width: column.width }} className={listColumnClass(column)}>
                <TruncatedText bold>{column.key}</TruncatedText>
              </th>
            ))}
            {explained && (
              <th style={{ width: SCORE_WIDTH }} className={scoreClass}>
                Score
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const id = itemIdOf(item);
            return (
              <tr key={`${id}-${index}`} data-item-id={id}>
                <td className={rankClass}>{offset + index + 1}</td>
                {layout.map((column) => (
                  <td key={column.key} className={listColumnClass(column)}>
                    <TruncatedText>{displayValue(item[column.key])}</TruncatedText>
                    {column.primary && column.key !== 'itemId' && (
                      <div className={`${listColumnClasses.sub} ${classes.tableSub}`}>
                        <TruncatedText size="xs" monospace>
                          {id}
                        </TruncatedText>
                        <PromotedBadge rules={item._promotedByRules} />
                      </div>
                    )}
                  </td>
                ))}
                {explained && (
                  <td className={scoreClass}>
                    {item._explanation && (
                      <ScoreBreakdownButton
                        explanation={item._explanation}
                        label={itemTitle(item)}
                        context={{ position: offset + index + 1, promotedByRules: item._promotedByRules, search }}
                        aria-label={`Score breakdown of ${itemTitle(item)}`}
                      >
                        {item._promotedByRules?.length ? 'pinned' : displayValue(item._explanation.score)}
                      </ScoreBreakdownButton>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </ListTable>
    </div>
  );
}
