import {
  disconnect,
  fetchBalance,
  pushView,
  selectActiveNetworkId,
  selectAddress,
  selectBalance,
  selectEmbedded,
  selectNetworkName,
  truncateAddress,
} from '@porthole/frame-host'
import { useEffect } from 'react'
import { AccountTabs } from '../components/AccountTabs.js'
import { CopyAddressButton } from '../components/CopyAddressButton.js'
import { useFrameDispatch, useFrameSelector } from '../store-hooks.js'

/** Spec §2 Account: address, native balance, network (which opens SwitchNetwork), tabs, disconnect. */
export function AccountView() {
  const dispatch = useFrameDispatch()
  const address = useFrameSelector(selectAddress)
  const networkId = useFrameSelector(selectActiveNetworkId)
  const networkName = useFrameSelector(selectNetworkName)
  const balance = useFrameSelector(selectBalance)
  const embeddedUser = useFrameSelector(selectEmbedded).user

  useEffect(() => {
    if (address) void dispatch(fetchBalance())
  }, [dispatch, address, networkId])

  if (!address) {
    return (
      <div className="panel">
        <p className="notice">No account is connected.</p>
      </div>
    )
  }
  return (
    <div className="account">
      <div className="account-summary">
        <div className="account-address-row">
          <p className="account-address" data-testid="account-address" title={address}>
            {truncateAddress(address)}
          </p>
          <CopyAddressButton address={address} />
        </div>
        <p className="account-balance" data-testid="account-balance">
          {`${balance.text} ${balance.symbol}`.trim()}
        </p>
        <button type="button" className="button network-button" data-testid="account-network" onClick={() => dispatch(pushView('SwitchNetwork'))}>
          {networkName}
        </button>
      </div>
      {embeddedUser?.username ? (
        <p className="notice" data-testid="account-username">
          {embeddedUser.username}
        </p>
      ) : null}
      <AccountTabs />
      {embeddedUser?.provider === 'email' ? (
        <button type="button" className="button" onClick={() => dispatch(pushView('UpdateEmailWallet'))}>
          Update email
        </button>
      ) : null}
      <button type="button" className="button" onClick={() => void dispatch(disconnect())}>
        {embeddedUser ? 'Sign out' : 'Disconnect'}
      </button>
    </div>
  )
}
