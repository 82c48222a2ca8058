import { createPorthole } from '@porthole/sdk'
import { createWalletClient, custom, type Address } from 'viem'

/** A dapp as a bundler user writes it: the npm package, viem over its provider, the page API for status. */
const workerUrl = document.querySelector<HTMLMetaElement>('meta[name="porthole-worker"]')!.content
const porthole = createPorthole({ workerUrl, projectId: 'demo', dapp: { name: 'SDK app' } })
const wallet = createWalletClient({ transport: custom(porthole.provider) })
const $ = (id: string) => document.getElementById(id)!
let account: Address | undefined

porthole.subscribeAccount(({ status }) => ($('status').textContent = status))
$('connect').addEventListener('click', async () => {
  ;[account] = await wallet.requestAddresses()
  $('address').textContent = account ?? ''
  ;($('sign') as HTMLButtonElement).disabled = account === undefined
})
$('sign').addEventListener('click', async () => {
  $('signature').textContent = await wallet.signMessage({ account: account!, message: 'Signed in an app built with @porthole/sdk' })
})
