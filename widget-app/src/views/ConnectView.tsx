import { connectOptions, type ConnectMethod } from '@porthole/frame-host'
import { useMemo, type ReactNode } from 'react'
import { EmailForm } from '../components/EmailForm.js'
import { SocialButtons } from '../components/SocialButtons.js'
import { WalletButtons } from '../components/WalletButtons.js'
import { useFrameConfig } from '../config-context.js'

/** Spec §2: the connect methods the project allows, in the default order email, social, wallet. */
export function ConnectView() {
  const { features } = useFrameConfig()
  const { methods, socials } = useMemo(() => connectOptions(features), [features])
  const sections: Record<ConnectMethod, ReactNode> = {
    email: <EmailForm key="email" />,
    social: <SocialButtons key="social" providers={socials} />,
    wallet: <WalletButtons key="wallet" />,
  }
  return <div className="connect">{methods.map((method) => sections[method])}</div>
}
