import { Avatar } from '../../../components/avatar';
import { safeHttpUrl } from '../../../lib/safe-url';

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : name.slice(0, 2)).toUpperCase();
}

export function WorkspaceAvatar({
  name,
  logo,
  size = 'md',
}: {
  name: string;
  logo: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  return <Avatar initials={initials(name)} src={safeHttpUrl(logo)} size={size} radius="sm" />;
}
