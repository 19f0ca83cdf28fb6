import { redirect, type LoaderFunctionArgs } from 'react-router';
import { SignInPage } from '../../features/auth/components/sign-in-page';
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

// The next page's code starts loading when the credentials are sent, in parallel with the login request (not
// before: the sign-in page itself stays light).
const preloadNextPages = () => {
  void import('./workspaces');
  void import('./shell');
};

export function Component() {
  return <SignInPage onSubmitting={preloadNextPages} />;
}
