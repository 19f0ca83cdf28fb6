import type { SearchExchange } from './run-search';

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The exchange as a curl command. It carries the tracker key (public by design, already in the URL) and never
 * an Authorization header: search requests are sent without the person's token.
 */
export function curlOf(exchange: SearchExchange): string {
  const lines = [`curl -X ${exchange.method} ${quote(exchange.url)}`];
  lines.push(`  -H ${quote('Accept: application/json')}`);
  if (exchange.image) {
    lines.push(
      `  -F ${quote(`image=@${exchange.image.name}${exchange.image.type ? `;type=${exchange.image.type}` : ''}`)}`,
    );
    if (exchange.body !== undefined) lines.push(`  -F ${quote(`params=${exchange.body}`)}`);
  } else if (exchange.body !== undefined) {
    lines.push(`  -H ${quote('Content-Type: application/json')}`);
    lines.push(`  --data-raw ${quote(JSON.stringify(JSON.parse(exchange.body)))}`);
  }
  return lines.join(' \\\n');
}
