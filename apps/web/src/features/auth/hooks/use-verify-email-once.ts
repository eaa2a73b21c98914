import { useEffect, useRef } from 'react';
import { useVerifyEmail } from '../api/use-verify-email';

/**
 * Confirms the address with the link's token as soon as the page opens, exactly once per token:
 * React runs effects twice in development (StrictMode), and a second call would find the token used.
 */
export function useVerifyEmailOnce(token: string | null) {
  const verification = useVerifyEmail();
  const { mutate } = verification;
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    mutate(token);
  }, [mutate, token]);
  return verification;
}
