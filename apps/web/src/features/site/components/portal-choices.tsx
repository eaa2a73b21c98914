import { localizePath } from '@azubi/shared/i18n/locales';
import { Building2, ChevronRight, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DialogClose } from '../../../components/ui/dialog';
import { useLocale } from '../../../i18n/use-locale';

/**
 * The two ways in: the candidate portal (sign-up as Azubi) and the employer portal (the employer
 * page with the free trial). Used inside a dialog or the side menu: following a link closes it.
 */
export function PortalChoices() {
  const { t } = useTranslation('site');
  const locale = useLocale();
  const choices = [
    {
      key: 'candidate',
      to: `${localizePath('/auth', locale)}?role=azubi`,
      Icon: GraduationCap,
      title: t('getStarted.candidate.title'),
      text: t('getStarted.candidate.text'),
    },
    {
      key: 'employer',
      to: localizePath('/for-employers', locale),
      Icon: Building2,
      title: t('getStarted.employer.title'),
      text: t('getStarted.employer.text'),
    },
  ];
  return (
    <ul className="grid gap-3">
      {choices.map(({ key, to, Icon, title, text }) => (
        <li key={key}>
          <DialogClose asChild>
            <Link
              to={to}
              className="flex items-center gap-4 rounded-card border border-border p-4 transition-colors hover:border-primary hover:bg-secondary"
            >
              <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" strokeWidth={1.75} />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-brand-950">{title}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{text}</span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </DialogClose>
        </li>
      ))}
    </ul>
  );
}
