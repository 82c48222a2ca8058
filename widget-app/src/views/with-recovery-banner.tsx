import { lazy, Suspense, type ComponentType } from 'react'
import { useFrameSelector } from '../store-hooks.js'

// Its code loads only when a recovery of the account is under way.
const RecoveryBanner = lazy(() => import('../components/RecoveryBanner.js').then(({ RecoveryBanner }) => ({ default: RecoveryBanner })))

/**
 * `View` under the banner of a recovery of the account under way. Every view after Connect gets it
 * (later-views.ts, account/account-views.ts), so a signed-in visitor sees it on every open, and the first paint carries none of it.
 */
export function withRecoveryBanner(View: ComponentType): ComponentType {
  return function RecoveryBannerAbove() {
    const recovering = useFrameSelector((state) => !!state.embedded?.recovery)
    return (
      <>
        {recovering ? (
          <Suspense fallback={null}>
            <RecoveryBanner />
          </Suspense>
        ) : null}
        <View />
      </>
    )
  }
}
