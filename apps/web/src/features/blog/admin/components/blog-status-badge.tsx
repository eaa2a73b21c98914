import type { BlogAdminStatus } from '@azubi/shared/blog/blog-admin';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';

const STYLES: Record<BlogAdminStatus, string> = {
  draft: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
  archived: 'bg-slate-200 text-slate-800',
};

/** A post's state in words (never by colour alone). */
export function BlogStatusBadge({ status, className, ...props }: { status: BlogAdminStatus } & ComponentProps<'span'>) {
  const { t } = useTranslation('blogAdmin');
  return (
    <Badge className={cn(STYLES[status], className)} {...props}>
      {t(`status.${status}`)}
    </Badge>
  );
}
