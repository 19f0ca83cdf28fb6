import { redirect, type LoaderFunctionArgs } from 'react-router';
import { session } from '../../lib/api';
import { safeReturnTo } from '../../lib/return-to';

export function loader({ request }: LoaderFunctionArgs) {
  // Already signed in: nothing to do here.
  const current = session.get();
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get('returnTo'));
  if (current?.stage === 'workspace') throw redirect(returnTo ?? '/');
  if (current?.stage === 'user') throw redirect('/workspaces');
  return null;
}
