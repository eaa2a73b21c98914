import type { ReactNode } from 'react';
import { useImprint } from '../api/get-imprint';

/** The configured contact e-mail as a link, once loaded; `fallback` until then or when it cannot load. */
export function ContactEmail({ fallback }: { fallback: ReactNode }) {
  const { data } = useImprint();
  return data ? <a href={`mailto:${data.email}`}>{data.email}</a> : fallback;
}
