import { fetchBalance, fetchTokenBalances, openCheckoutWindow, startOnrampCheckout, type OnrampState } from '@porthole/frame-host'
import { useEffect } from 'react'
import { useFrameDispatch } from '../../../store-hooks.js'
import { useT } from '../../../i18n/use-t.js'

/**
 * Continue to the provider. The window is opened in the click itself (a
 * browser allows no other), blank, and sent to the checkout once the worker
 * has built its address; the provider and its fee range show beside it.
 * Balances are read again when that window closes (startOnrampCheckout), and
 * also each time the visitor comes back to the frame while it is still open,
 * since a purchase may be complete before its window is closed.
 */
export function BuyContinue({ onramp, ready }: { onramp: OnrampState; ready: boolean }) {
  const t = useT()
  const dispatch = useFrameDispatch()
  const provider = onramp.selectedProvider
  const busy = onramp.checkout !== 'idle'
  const open = onramp.checkout === 'open'

  useEffect(() => {
    if (!open) return
    const refresh = () => {
      void dispatch(fetchBalance(Date.now(), { force: true }))
      void dispatch(fetchTokenBalances({ force: true }))
    }
    addEventListener('focus', refresh)
    return () => removeEventListener('focus', refresh)
  }, [dispatch, open])
  return (
    <>
      {provider && (
        <p className="buy-provider" data-testid="buy-provider">
          <span>{provider.label}</span>
          <span className="tag">{t('buy.feeRange', { range: provider.feeRange })}</span>
        </p>
      )}
      {open && (
        <p className="notice" data-testid="buy-checkout-open" aria-live="polite">
          {t('buy.checkoutOpen')}
        </p>
      )}
      {onramp.checkoutError && (
        <p className="notice error" data-testid="buy-checkout-error" role="alert">
          {onramp.checkoutError}
        </p>
      )}
      <button
        type="button"
        className="button primary"
        data-testid="buy-continue"
        disabled={!ready || busy}
        onClick={() => void dispatch(startOnrampCheckout(openCheckoutWindow(window)))}
      >
        {onramp.checkout === 'opening' ? t('buy.opening') : t('common.continue')}
      </button>
    </>
  )
}
