import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where notifications show; loaded with the first one (src/app/signed-in-providers.tsx). */
export default function NotificationsOutlet() {
  return <Notifications position="bottom-center" />;
}
