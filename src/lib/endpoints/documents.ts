import { endpoint } from './endpoint';

// Documents operations (filled by the documents feature).
export const documentEndpoints = {} as const;
void endpoint;
