import { RelevancePage } from '../../features/relevance/components/relevance-page';
import { fromSimulator } from './search.data';

export function Component() {
  return <RelevancePage fromSimulator={fromSimulator} />;
}
