import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';

/** Pages inside a workspace with no data of their own to load (the shell, new profile, import). */
export function loader({ request }: LoaderFunctionArgs) {
  requireWorkspace(request);
  return null;
}
