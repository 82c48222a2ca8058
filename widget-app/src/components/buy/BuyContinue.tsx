import { openCheckoutWindow, startOnrampCheckout, type OnrampState } from '@porthole/frame-host'
import { useFrameDispatch } from '../../store-hooks.js'

/**
 * Continue to the provider. The window is opened in the click itself (a
 * browser allows no other), blank, and sent to the checkout once the worker
 * has built its address; the provider and its fee range show beside it.
 */
export function BuyContinue({ onramp, ready }: { onramp: OnrampState; ready: boolean }) {
  const dispatch = useFrameDispatch()
  const provider = onramp.selectedProvider
  const busy = onramp.checkout !== 'idle'
  return (
    <>
      {provider && (
        <p className="buy-provider" data-testid="buy-provider">
          <span>{provider.label}</span>
          <span className="tag">{`Fees ${provider.feeRange}`}</span>
        </p>
      )}
      {onramp.checkout === 'open' && (
        <p className="notice" data-testid="buy-checkout-open" aria-live="polite">
          Complete the purchase in the provider’s window. Your balance is read again when you close it.
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
        {onramp.checkout === 'opening' ? 'Opening…' : 'Continue'}
      </button>
    </>
  )
}
