import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { Link } from '../../components/router-link';
import { appPath } from '../../lib/app-path';

export function Component() {
  const location = useLocation();
  return (
    <Stack>
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text>
        Nothing lives at{' '}
        <Text span ff="monospace">
          {location.pathname}
        </Text>
        .
      </Text>
      <Anchor component={Link} to={appPath('/')}>
        Go to the overview
      </Anchor>
    </Stack>
  );
}
