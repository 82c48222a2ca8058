import { selectAccountType, selectSmartAccountDeployed, selectSmartAccountOffered, setPreferredAccountType } from '@porthole/frame-host'
import { SmartAccountMessages } from '@porthole/protocol'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'

/**
 * The embedded EVM account's type: a "Smart account" badge (deployed or not
 * yet: the first transaction deploys it) or "EOA", why it fell back to its
 * EOA when a smart-account error made it, and, where the project enables
 * smart accounts on the network, the switch between the two (AppKit's
 * wording). Switching changes the address the page sees.
 */
export function AccountType() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const type = useFrameSelector(selectAccountType)
  const deployed = useFrameSelector(selectSmartAccountDeployed)
  const offered = useFrameSelector(selectSmartAccountOffered)
  const fallback = useFrameSelector((state) => state.smartAccount.fallback)
  if (!type) return null
  const smart = type === 'smartAccount'
  return (
    <div className="account-type">
      <p className="account-type-tags">
        <span className="tag" data-testid="account-type" data-account-type={type}>
          {smart ? t('accountType.smart') : t('accountType.eoa')}
        </span>
        {smart && deployed !== undefined ? (
          <span className="tag" data-testid="smart-account-deployed" data-deployed={deployed}>
            {deployed ? t('accountType.deployed') : t('accountType.notDeployed')}
          </span>
        ) : null}
      </p>
      {fallback && !smart ? (
        <p className="notice" data-testid="account-type-fallback">
          {tx(SmartAccountMessages[fallback])}
        </p>
      ) : null}
      {offered ? (
        <button
          type="button"
          className="button"
          data-testid="switch-account-type"
          onClick={() => dispatch(setPreferredAccountType(smart ? 'eoa' : 'smartAccount'))}
        >
          {smart ? t('accountType.switchToEoa') : t('accountType.switchToSmart')}
        </button>
      ) : null}
    </div>
  )
}
