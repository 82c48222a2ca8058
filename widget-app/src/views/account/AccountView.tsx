import {
  disconnect,
  fetchBalance,
  fetchProfileName,
  pushView,
  selectActiveChain,
  selectActiveNetworkId,
  selectAddress,
  selectConnectedFamilies,
  selectBalance,
  selectEmbedded,
  selectNetworkName,
  selectNetworkUnreachable,
  selectProfile,
  setActiveNetwork,
  selectFeatures,
  selectFeatureOn,
  selectPasskeysOffered,
  truncateAddress,
  walletFeatures,
  type WalletFeature,
} from '@porthole/frame-host'
import { hasFamilyFeature, type View } from '@porthole/protocol'
import { useEffect, useState, type ComponentType } from 'react'
import { AccountTabs } from '../../components/account/AccountTabs.js'
import { AccountType } from '../../components/account/AccountType.js'
import { ActiveSessions } from '../../components/account/ActiveSessions.js'
import { CopyAddressButton } from '../../components/account/CopyAddressButton.js'
import { Icon, type IconName } from '../../components/Icon.js'
import { NetworkUnreachable } from '../../components/account/NetworkUnreachable.js'
import { useFrameConfig } from '../../config-context.js'
import type { PlainKey } from '../../i18n/translate.js'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT } from '../../i18n/use-t.js'
import { useFormat } from '../../i18n/format.js'

/** Each wallet feature's button: its view, label, icon and test id. */
const FEATURE_ENTRIES: Record<WalletFeature, { view: View; label: PlainKey; icon: IconName; testId: string }> = {
  onramp: { view: 'WalletBuy', label: 'view.WalletBuy', icon: 'buy', testId: 'open-buy' },
  swaps: { view: 'Swap', label: 'view.Swap', icon: 'swap', testId: 'open-swap' },
  receive: { view: 'WalletReceive', label: 'view.WalletReceive', icon: 'receive', testId: 'open-receive' },
  send: { view: 'WalletSend', label: 'view.WalletSend', icon: 'send', testId: 'open-send' },
}

/**
 * An email or social account's passkey custody, or a passkey account's "Add a second passkey"
 * (PasskeySecurity), fetched only where it has something to show: a passkey account, the project
 * offers passkeys, or the account is secured. If it cannot be fetched, Account stays as it is.
 */
function usePasskeySecurity(wanted: boolean): ComponentType | undefined {
  const [loaded, setLoaded] = useState<{ component: ComponentType }>()
  useEffect(() => {
    if (!wanted || loaded) return
    let current = true
    import('../../components/PasskeySecurity.js').then(
      ({ PasskeySecurity }) => current && setLoaded({ component: PasskeySecurity }),
      (error: unknown) => console.warn('[porthole] the passkey custody could not be loaded', error),
    )
    return () => {
      current = false
    }
  }, [wanted, loaded])
  return wanted ? loaded?.component : undefined
}

/**
 * Account: the registered name (or a way to choose one), address,
 * the email or social account's type (smart account or EOA, with the switch
 * where enabled) and a smart account's active sessions (feature `smartSessions`), who can sign for
 * each of its addresses (or "Secure with a passkey"), native balance, network (which opens SwitchNetwork), the wallet features
 * in the order (onramp, swaps, receive, send) where they apply, the
 * connected wallets (ProfileWallets), tabs (Activity with feature `activity`),
 * disconnect.
 */
export function AccountView() {
  const { amount } = useFormat()
  const t = useT()
  const dispatch = useFrameDispatch()
  const address = useFrameSelector(selectAddress)
  const networkId = useFrameSelector(selectActiveNetworkId)
  const networkName = useFrameSelector(selectNetworkName)
  const balance = useFrameSelector(selectBalance)
  const unreachable = useFrameSelector(selectNetworkUnreachable)
  const profile = useFrameSelector(selectProfile)
  const embeddedUser = useFrameSelector(selectEmbedded).user
  const family = useFrameSelector(selectActiveChain)
  const families = useFrameSelector(selectConnectedFamilies)
  const features = useFrameSelector(selectFeatures)
  const activity = useFrameSelector((state) => selectFeatureOn(state, 'activity'))
  const smartSessions = useFrameSelector((state) => selectFeatureOn(state, 'smartSessions'))
  const config = useFrameConfig()
  const offered = walletFeatures({ features, config, namespace: family, networkId })
  const named = hasFamilyFeature(family, 'names')
  const smartAccounts = hasFamilyFeature(family, 'smartAccounts')
  const passkeysOffered = useFrameSelector(selectPasskeysOffered)
  const PasskeySecurity = usePasskeySecurity(
    smartAccounts && !!embeddedUser && (embeddedUser.provider === 'passkey' || passkeysOffered || embeddedUser.smartAccountSecured === true),
  )

  useEffect(() => {
    if (address) void dispatch(fetchBalance())
  }, [dispatch, address, networkId])
  useEffect(() => {
    if (address && named) void dispatch(fetchProfileName())
  }, [dispatch, address, named])

  if (!address) {
    return (
      <div className="panel">
        <p className="notice">{t('common.noAccount')}</p>
      </div>
    )
  }
  return (
    <div className="account">
      <div className="account-summary">
        {profile.image && <img className="avatar" src={profile.image} alt="" width={56} height={56} />}
        {!named ? null : profile.name ? (
          <p className="account-name" data-testid="account-name">
            {profile.name}
          </p>
        ) : (
          <button type="button" className="link-button" data-testid="choose-name" onClick={() => dispatch(pushView('RegisterAccountName'))}>
            <Icon name="name" />
            {t('view.RegisterAccountName')}
          </button>
        )}
        <div className="account-address-row">
          <p className="account-address" data-testid="account-address" title={address}>
            {truncateAddress(address)}
          </p>
          <CopyAddressButton address={address} />
        </div>
        {smartAccounts && embeddedUser ? <AccountType /> : null}
        {smartAccounts && embeddedUser && smartSessions ? <ActiveSessions /> : null}
        {PasskeySecurity ? <PasskeySecurity /> : null}
        {unreachable ? (
          <NetworkUnreachable networkName={networkName} />
        ) : balance.pending ? (
          <p className="account-balance" aria-busy="true" data-testid="account-balance-loading">
            <span className="skeleton balance-skeleton" />
          </p>
        ) : (
          <p className="account-balance" data-testid="account-balance">
            {`${amount(balance.text)} ${balance.symbol}`.trim()}
          </p>
        )}
        <button type="button" className="button network-button" data-testid="account-network" onClick={() => dispatch(pushView('SwitchNetwork'))}>
          {networkName}
          <Icon name="chevron" />
        </button>
        <button type="button" className="link-button" data-testid="account-wallets" onClick={() => dispatch(pushView('ProfileWallets'))}>
          <Icon name="wallets" />
          {t('view.ProfileWallets')}
        </button>
      </div>
      <div className="account-actions">
        {offered.map((feature) => {
          const entry = FEATURE_ENTRIES[feature]
          return (
            <button key={feature} type="button" className="button action" data-testid={entry.testId} onClick={() => dispatch(pushView(entry.view))}>
              <Icon name={entry.icon} />
              <span>{t(entry.label)}</span>
            </button>
          )
        })}
      </div>
      {families.length > 1 ? (
        <ul className="section account-families" aria-label={t('account.accounts')}>
          {families.map((f) => (
            <li key={f.namespace}>
              <button
                type="button"
                className="button wide"
                data-testid={`account-family-${f.namespace}`}
                aria-current={f.namespace === family || undefined}
                onClick={() => dispatch(setActiveNetwork(f.networkId))}
              >
                <span>{f.networkName}</span>
                <span className="tag" title={f.address}>
                  {truncateAddress(f.address)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {embeddedUser?.username ? (
        <p className="notice" data-testid="account-username">
          {embeddedUser.username}
        </p>
      ) : null}
      {embeddedUser?.provider === 'email' ? (
        <button type="button" className="button" onClick={() => dispatch(pushView('UpdateEmailWallet'))}>
          <Icon name="mail" />
          {t('view.UpdateEmailWallet')}
        </button>
      ) : null}
      <button type="button" className="button" onClick={() => void dispatch(disconnect({ namespace: family }))}>
        <Icon name="disconnect" />
        {embeddedUser ? t('account.signOut') : t('common.disconnect')}
      </button>
      {/* Last: the tokens and activity arrive after the first render and lengthen the card downwards, so they move nothing a press may be aiming at. */}
      <AccountTabs activity={hasFamilyFeature(family, 'activity') && activity} />
    </div>
  )
}
