/**
 * The landing page's three testimonials (spec §3: name, role, content, rating, avatar). Role and
 * quote are translated in the `home` catalog under `testimonials.<id>`. Avatars are initials drawn
 * by us, so no image is fetched from another site.
 */
export interface Testimonial {
  id: 'amina' | 'thanh' | 'sabine';
  name: string;
  rating: number;
  /** Background of the initials avatar; each passes 4.5:1 contrast with white text. */
  avatarColor: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 'amina', name: 'Amina Otieno', rating: 5, avatarColor: '#0e5a73' },
  { id: 'thanh', name: 'Thanh Nguyen', rating: 5, avatarColor: '#9a3412' },
  { id: 'sabine', name: 'Sabine Krüger', rating: 5, avatarColor: '#4d3d9e' },
];
