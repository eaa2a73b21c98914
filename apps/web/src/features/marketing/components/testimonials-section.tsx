import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TESTIMONIALS } from '../testimonials';
import { InitialsAvatar } from './initials-avatar';

/** Three voices from both sides, five stars each. */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="testimonials-title" className="below-the-fold bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="testimonials-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
          {t('testimonials.heading')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col rounded-card border border-border bg-background p-6 shadow-sm">
                <p className="flex gap-0.5 text-amber-500">
                  {Array.from({ length: testimonial.rating }, (_, index) => (
                    <Star key={index} className="size-5 fill-current" aria-hidden="true" />
                  ))}
                  <span className="sr-only">{t('testimonials.rating', { rating: testimonial.rating })}</span>
                </p>
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed">
                  <p>“{t(`testimonials.${testimonial.id}.quote`)}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <InitialsAvatar name={testimonial.name} color={testimonial.avatarColor} />
                  <span>
                    <span className="block font-semibold">{testimonial.name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {t(`testimonials.${testimonial.id}.role`)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
