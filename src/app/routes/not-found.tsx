import { LiteAnchor, LiteStack, LiteText, LiteTitle } from '../../components/ui/lite';
import { useLocation } from 'react-router';
import { Link } from '../../components/router-link';
import { appPath } from '../../lib/app-path';

export function Component() {
  const location = useLocation();
  return (
    <LiteStack>
      <LiteTitle order={1} size="h2">
        Page not found
      </LiteTitle>
      <LiteText>
        Nothing lives at{' '}
        <LiteText span ff="monospace">
          {location.pathname}
        </LiteText>
        .
      </LiteText>
      <LiteAnchor component={Link} to={appPath('/')}>
        Go to the overview
      </LiteAnchor>
    </LiteStack>
  );
}
