import type { Locale } from '@azubi/shared/i18n/locales';
import { expect } from 'vitest';
import { DEFAULT_PASSWORD } from '../db/factories';
import { TestAgent } from './test-agent';
import type { TestApp } from './test-app';

export type SignInOptions = {
  /** Sent as Accept-Language on every request of the agent; none sent when left out (the server then answers in English). */
  lang?: Locale;
  password?: string;
  /** The client address (by default each agent has its own). */
  ip?: string;
  /** More headers for every request of the agent (a browser's user-agent, say). */
  headers?: Record<string, string>;
};

/**
 * Signs a user in through the sign-in form, as the web app does, and returns the agent that holds
 * the session; fails the test unless the sign-in answers 200.
 */
export async function signIn(
  t: Pick<TestApp, 'app'>,
  user: string | { email: string },
  options: SignInOptions = {},
): Promise<TestAgent> {
  const headers = { ...options.headers, ...(options.lang ? { 'accept-language': options.lang } : {}) };
  const agent = new TestAgent(t.app, {
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(options.ip ? { ip: options.ip } : {}),
  });
  const email = typeof user === 'string' ? user : user.email;
  const res = await agent.post('/api/auth/sign-in', { email, password: options.password ?? DEFAULT_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return agent;
}
