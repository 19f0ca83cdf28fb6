import { endpoint } from './endpoint';

// Search operations (filled by the search feature).
export const searchEndpoints = {} as const;
void endpoint;
