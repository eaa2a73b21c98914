import { UserRound } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The photo once the candidate is revealed; a neutral figure before (no initials: they hint at the name). */
export function CandidateAvatar({ photoUrl, size = 'md' }: { photoUrl: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-20' : 'size-12';
  if (photoUrl)
    return (
      <img
        src={photoUrl}
        alt=""
        className={cn(box, 'shrink-0 rounded-full object-cover')}
        width={size === 'lg' ? 80 : 48}
        height={size === 'lg' ? 80 : 48}
      />
    );
  return (
    <span
      className={cn(box, 'grid shrink-0 place-items-center rounded-full bg-secondary text-primary')}
      aria-hidden="true"
    >
      <UserRound className={size === 'lg' ? 'size-10' : 'size-6'} />
    </span>
  );
}
