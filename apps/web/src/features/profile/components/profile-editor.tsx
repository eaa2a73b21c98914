import { AUDIO_MAX_SECONDS, AUDIO_MIN_SECONDS, AUDIO_WARN_SECONDS } from '@azubi/shared/audio/audio';
import type { Me } from '@azubi/shared/auth/schemas';
import { CircleCheck, CircleX, Clock, PencilLine } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { Button } from '../../../components/ui/button';
import { AudioIntroduction } from '../../audio';
import { SharingSettings } from '../../privacy';
import { useProfile } from '../api/profile-api';
import { CvDownload } from './cv-download';
import { DetailsSection } from './details-section';
import { DocumentsSection } from './documents-section';
import { InterestsSection } from './interests-section';
import { LanguageSection } from './language-section';
import { PersonalSection } from './personal-section';
import { SectionCard } from './section-card';

const SECTIONS = ['personal', 'language', 'interests', 'details', 'documents', 'audio', 'cv', 'sharing'] as const;

/** Moves to the field a tracker link names (`#personal-dateOfBirth`) once the editor is there. */
function useFocusHashTarget(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}

/** `/my-profile`: every part of the candidate profile, each saving on its own (spec §2, §3). */
export function ProfileEditor({ me }: { me: Me }) {
  const { t } = useTranslation('profileEditor');
  const profile = useProfile();
  useFocusHashTarget(profile.isSuccess);

  if (profile.isPending) return <LoadingSpinner size="lg" text={t('loading')} className="py-24" />;
  if (profile.isError)
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-lg font-medium text-destructive">{profile.error.message}</p>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          {t('gate.retry')}
        </Button>
      </div>
    );

  const data = profile.data;
  const draftKey = me.user.id;
  const status = data.approval.status;
  const StatusIcon =
    status === 'approved' ? CircleCheck : status === 'rejected' ? CircleX : status === 'pending' ? Clock : PencilLine;

  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
      <header className="grid gap-2 lg:col-span-2">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 font-medium text-secondary-foreground">
            <StatusIcon className="size-4" aria-hidden="true" />
            {t(`status.${status}`)}
          </span>
          <span className="text-muted-foreground">{t('completionShort', { percent: data.completion.percent })}</span>
        </p>
        {status === 'rejected' && data.approval.rejectionReason ? (
          <p className="rounded-control border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
            <span className="font-medium">{t('tracker.approval.reason')}</span> {data.approval.rejectionReason}
          </p>
        ) : null}
      </header>

      {/* On a phone the sections wrap onto a few lines: all in view, none cut off at the screen's edge. */}
      <nav aria-label={t('sectionsNav')} className="min-w-0 lg:sticky lg:top-24">
        <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
          {SECTIONS.map((section) => (
            <li key={section}>
              <a
                href={`#${section}`}
                className="inline-flex min-h-11 items-center rounded-md bg-muted px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:bg-secondary hover:text-foreground lg:bg-transparent lg:hover:bg-muted"
              >
                {t(`nav.${section}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid min-w-0 gap-6">
        <PersonalSection profile={data} draftKey={draftKey} />
        <LanguageSection profile={data} draftKey={draftKey} />
        <InterestsSection profile={data} draftKey={draftKey} />
        <DetailsSection profile={data} draftKey={draftKey} />
        <DocumentsSection profile={data} />
        <SectionCard
          id="audio"
          title={t('audio.title')}
          description={t('audio.description', {
            // The rule of docs/decisions/README.md from the constants the recorder and the server use.
            min: AUDIO_MIN_SECONDS,
            warn: AUDIO_WARN_SECONDS,
            max: `${Math.floor(AUDIO_MAX_SECONDS / 60)}:${String(AUDIO_MAX_SECONDS % 60).padStart(2, '0')}`,
          })}
        >
          <div id="audio-introduction" tabIndex={-1} className="scroll-mt-24">
            <AudioIntroduction profile={data} />
          </div>
        </SectionCard>
        <CvDownload />
        <SectionCard id="sharing" title={t('sharing.title')} description={t('sharing.description')}>
          <SharingSettings idPrefix="profile-sharing" />
        </SectionCard>
      </div>
    </div>
  );
}
