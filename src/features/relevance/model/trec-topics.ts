/**
 * Queries as TREC topics, the command line's `--queries` input (issue 38): `id<TAB>text` a line. Tabs and line
 * breaks inside a query become spaces, so each query stays one line of two fields.
 */
export function trecTopics(texts: readonly string[], firstId = 1): string {
  return texts.map((text, i) => `${firstId + i}\t${text.replace(/[\t\r\n]+/g, ' ').trim()}\n`).join('');
}
