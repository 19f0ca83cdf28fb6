// The purchase views import it from here; the formatter itself is the app's one (src/lib/money-format.ts).
export { formatMoney } from '../../../lib/money-format';
