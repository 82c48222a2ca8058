import { selectConnectOptions, type ConnectMethod } from '@porthole/frame-host'
import type { ReactNode } from 'react'
import { EmailForm } from '../components/EmailForm.js'
import { SocialButtons } from '../components/SocialButtons.js'
import { WalletButtons } from '../components/WalletButtons.js'
import { useFrameSelector } from '../store-hooks.js'

/** Spec §2: the connect methods the project allows, in the default order email, social, wallet. */
export function ConnectView() {
  const { methods, socials } = useFrameSelector(selectConnectOptions)
  const sections: Record<ConnectMethod, ReactNode> = {
    email: <EmailForm key="email" />,
    social: <SocialButtons key="social" providers={socials} />,
    wallet: <WalletButtons key="wallet" />,
  }
  return <div className="connect">{methods.map((method) => sections[method])}</div>
}
