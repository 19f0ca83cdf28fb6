import { SignedInProviders } from '../signed-in-providers';
import { AppLayout } from '../shell/app-layout';

export function Component() {
  return (
    <SignedInProviders>
      <AppLayout />
    </SignedInProviders>
  );
}
