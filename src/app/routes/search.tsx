import { SearchPlaygroundPage } from '../../features/search/components/search-playground-page';
import { fromSimulator } from './search.data';

export function Component() {
  return <SearchPlaygroundPage fromSimulator={fromSimulator} />;
}
