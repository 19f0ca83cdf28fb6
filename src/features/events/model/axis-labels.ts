/**
 * Which bars of the activity chart get a label on the x axis, and where: labels never overlap and none runs past
 * the plot's ends (the first not under the y axis, the last not clipped at the right edge). The newest bar is always
 * labelled; the others every `step` bars back from it, `step` the fewest bars that make room for the widest label.
 */

/** A label's width in px, estimated from its length: 12 px text averages under 7 px a character. */
export const LABEL_CHAR_WIDTH = 7;
/** The least room between two labels, in px. */
export const LABEL_GAP = 12;

export interface AxisLabel {
  /** The bar it names. */
  index: number;
  /** Its left edge (text-anchor start), in px. */
  x: number;
  /** Its estimated width, in px. */
  width: number;
}

export function axisLabels(
  texts: readonly string[],
  /** The plot's left and right ends, in px, and the width of a bar's slot. */
  plotStart: number,
  plotEnd: number,
  slotWidth: number,
  charWidth = LABEL_CHAR_WIDTH,
): AxisLabel[] {
  if (texts.length === 0 || slotWidth <= 0 || plotEnd <= plotStart) return [];
  const widthOf = (index: number) => texts[index]!.length * charWidth;
  const widest = Math.max(...texts.map((_, index) => widthOf(index)));
  const step = Math.max(1, Math.ceil((widest + LABEL_GAP) / slotWidth));
  const labels: AxisLabel[] = [];
  let leftmost = Infinity;
  // From the newest bar back: the last one always has its label, pulled inside the plot's right end.
  for (let index = texts.length - 1; index >= 0; index -= step) {
    const width = widthOf(index);
    const centre = plotStart + (index + 0.5) * slotWidth;
    const x = Math.max(plotStart, Math.min(centre - width / 2, plotEnd - width));
    // A label pulled right off the start may reach its neighbour: then it is left out.
    if (x + width + LABEL_GAP > leftmost) continue;
    labels.push({ index, x, width });
    leftmost = x;
  }
  return labels.reverse();
}
