import type { Me } from '@azubi/shared/auth/schemas';
import { BadgeCheck, Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

type Company = NonNullable<Me['company']>;

const STATUSES = ['not_verified', 'pending', 'verified', 'verified_manually', 'rejected'] as const;
type VerificationStatus = (typeof STATUSES)[number];
const isStatus = (value: string): value is VerificationStatus => (STATUSES as readonly string[]).includes(value);

/** The company an employer or team member works for, their role in its team and its verification. */
export function CompanyCard({ company }: { company: Company }) {
  const { t } = useTranslation('dashboard');
  const { t: tAccount } = useTranslation('account');
  const status = isStatus(company.verificationStatus) ? company.verificationStatus : 'not_verified';
  return (
    <Card role="region" aria-labelledby="company-title" className="grid gap-4">
      <h2 id="company-title" className="flex items-center gap-2 text-xl font-semibold text-brand-950">
        <Building2 className="size-5 text-primary" aria-hidden="true" />
        {t('company.title')}
      </h2>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-muted-foreground">{t('company.name')}</dt>
        <dd className="min-w-0 font-semibold break-words">{company.name}</dd>
        <dt className="font-medium text-muted-foreground">{t('company.teamRole')}</dt>
        <dd>{tAccount(`teamRoles.${company.teamRole}`)}</dd>
        <dt className="font-medium text-muted-foreground">{t('company.verification')}</dt>
        <dd className="flex items-center gap-1.5">
          {status === 'verified' || status === 'verified_manually' ? (
            <BadgeCheck className="size-5 text-success" aria-hidden="true" />
          ) : null}
          {t(`company.status.${status}`)}
        </dd>
      </dl>
    </Card>
  );
}
