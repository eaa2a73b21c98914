import type { Plan } from '@azubi/shared/billing/billing';
import { translate } from '../../../i18n/shared-text';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-error';
import { useCheckoutStatus } from '../api/get-checkout-status';
import { SUBSCRIPTION_QUERY_KEY } from '../api/get-subscription';
import { startCheckout } from '../api/start-checkout';

export type BuyState =
  | { step: 'idle' }
  | { step: 'starting'; planId: string }
  /** The payment page is open in another tab (or was blocked: `blocked`, open it with the link). */
  | { step: 'waiting'; planId: string; checkoutId: string; url: string; blocked: boolean }
  | { step: 'paid'; planId: string }
  | { step: 'canceled' | 'failed' | 'error'; planId: string; message: string };

/** A v4 UUID, also where `crypto.randomUUID` is missing (a page served over plain HTTP on a LAN). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * "Buy" (spec §4: the payment is made in a separate window and activates automatically): the click
 * opens an empty tab at once (popup blockers allow a tab opened during a click, not one opened
 * after a request), asks the server for a checkout and sends the tab there. Then this page asks
 * for the checkout's status every 2 s, and once it is paid refreshes the company's state: the page
 * unlocks without a reload. A blocked tab leaves a link to open the payment by hand.
 *
 * One idempotency key per plan until its checkout is settled, so a double click or a second try
 * gets the same checkout instead of a second purchase.
 */
export function useBuyPlan() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [state, setState] = useState<BuyState>({ step: 'idle' });
  const keys = useRef(new Map<string, string>());
  const starting = useRef(false);
  const checkoutId = state.step === 'waiting' ? state.checkoutId : null;
  const status = useCheckoutStatus(checkoutId);

  const settled = state.step === 'waiting' && status.data && status.data.status !== 'open' ? status.data : null;
  const paid = settled?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    // Everything that depends on the company's state: this page, the header, the locked pages.
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['employer'] });
  }, [paid, queryClient]);

  // A settled checkout ends the purchase: its key is not used again.
  const settledPlanId = settled && state.step === 'waiting' ? state.planId : null;
  useEffect(() => {
    if (settledPlanId) keys.current.delete(settledPlanId);
  }, [settledPlanId]);
  let shown: BuyState = state;
  if (settled && state.step === 'waiting') {
    if (settled.status === 'paid') shown = { step: 'paid', planId: state.planId };
    else {
      const canceled = settled.status === 'canceled';
      shown = {
        step: canceled ? 'canceled' : 'failed',
        planId: state.planId,
        message:
          settled.message ?? translate(locale, canceled ? 'billing.paymentCancelled' : 'billing.verificationFailed'),
      };
    }
  }

  const buy = useCallback(
    (plan: Plan) => {
      if (starting.current) return;
      starting.current = true;
      const tab = window.open('', '_blank');
      // The payment page gets no handle on this one.
      if (tab) tab.opener = null;
      let key = keys.current.get(plan.id);
      if (!key) {
        key = newKey();
        keys.current.set(plan.id, key);
      }
      setState({ step: 'starting', planId: plan.id });
      startCheckout({ planId: plan.id, idempotencyKey: key })
        .then(({ checkoutId: id, url }) => {
          const blocked = !tab || tab.closed;
          if (tab && !tab.closed) tab.location.href = url;
          setState({ step: 'waiting', planId: plan.id, checkoutId: id, url, blocked });
        })
        .catch((error: unknown) => {
          tab?.close();
          const message = error instanceof ApiError ? error.message : translate(locale, 'billing.checkoutFailed');
          setState({ step: 'error', planId: plan.id, message });
        })
        .finally(() => {
          starting.current = false;
        });
    },
    [locale],
  );

  const reset = useCallback(() => setState({ step: 'idle' }), []);
  return { state: shown, buy, reset };
}
