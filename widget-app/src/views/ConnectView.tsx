import { selectConnectOptions, selectFeatureOn, selectLegalPending, selectPasskeysOffered, type ConnectMethod } from '@porthole/frame-host'
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { EmailForm } from '../components/EmailForm.js'
import { LegalCheckbox } from '../components/LegalCheckbox.js'
import { SocialButtons } from '../components/SocialButtons.js'
import { WalletButtons } from '../components/WalletButtons.js'
import { useFrameSelector } from '../store-hooks.js'
import { loadViewStrings } from '../i18n/load-locale.js'
import { useT } from '../i18n/use-t.js'

/**
 * Connect's passkey buttons, only where the project offers passkeys: their code is no part of the
 * first paint, and if it cannot be fetched the other ways to connect stay as they are.
 */
function usePasskeyButtons(offered: boolean): ComponentType | undefined {
  const [buttons, setButtons] = useState<{ component: ComponentType }>()
  useEffect(() => {
    if (!offered || buttons) return
    let current = true
    Promise.all([import('../components/PasskeyButtons.js'), loadViewStrings()]).then(
      ([{ PasskeyButtons }]) => current && setButtons({ component: PasskeyButtons }),
      (error: unknown) => console.warn('[porthole] the passkey buttons could not be loaded', error),
    )
    return () => {
      current = false
    }
  }, [offered, buttons])
  return offered ? buttons?.component : undefined
}

/**
 * The connect methods the project allows, in the default order email,
 * social, wallet. The wallets sit behind one "Continue with a wallet"
 * button when `collapseWallets` is on, or under the email form when
 * `emailShowWallets` is off; with `legalCheckbox` on nothing connects until
 * the visitor agrees to the terms (a disabled fieldset: no button works).
 * A passkey account, where the project offers it, comes last: it shows once the project's
 * configuration and its code have arrived, and above the others it would move them under a
 * pointer about to click (a click whose press and release land on different buttons is lost).
 */
export function ConnectView() {
  const t = useT()
  const { methods, socials } = useFrameSelector(selectConnectOptions)
  const legal = useFrameSelector((state) => selectFeatureOn(state, 'legalCheckbox'))
  const pending = useFrameSelector(selectLegalPending)
  const collapseAll = useFrameSelector((state) => selectFeatureOn(state, 'collapseWallets'))
  const showUnderEmail = useFrameSelector((state) => selectFeatureOn(state, 'emailShowWallets'))
  const PasskeyButtons = usePasskeyButtons(useFrameSelector(selectPasskeysOffered))
  const [expanded, setExpanded] = useState(false)
  const collapsed = !expanded && (collapseAll || (!showUnderEmail && methods.includes('email')))
  const sections: Record<ConnectMethod, ReactNode> = {
    email: <EmailForm key="email" />,
    social: <SocialButtons key="social" providers={socials} />,
    wallet: collapsed ? (
      <button key="wallet" type="button" className="button wide" data-testid="continue-with-wallet" onClick={() => setExpanded(true)}>
        {t('connect.continueWithWallet')}
      </button>
    ) : (
      <WalletButtons key="wallet" />
    ),
  }
  return (
    <div className="connect">
      {legal ? <LegalCheckbox /> : null}
      <fieldset className="connect-methods" disabled={pending}>
        {methods.map((method) => sections[method])}
        {PasskeyButtons ? <PasskeyButtons /> : null}
      </fieldset>
    </div>
  )
}
