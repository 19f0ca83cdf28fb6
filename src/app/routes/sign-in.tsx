import { SignInPage } from '../../features/auth/components/sign-in-page';

// The next page's code starts loading when the credentials are sent, in parallel with the login request (not
// before: the sign-in page itself stays light).
const preloadNextPages = () => {
  void import('./workspaces');
  void import('./workspaces.data');
  void import('./shell');
};

export function Component() {
  return <SignInPage onSubmitting={preloadNextPages} />;
}
