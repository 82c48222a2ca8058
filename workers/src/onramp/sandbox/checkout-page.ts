import * as z from 'zod'
import { readableChains } from '../../chain-data/chains.js'
import type { Handler } from '../../http/router.js'
import { escapeHtml, htmlPage } from '../../pages/page.js'
import { onrampBackend } from '../backend.js'
import { creditOrder } from './credit.js'
import { claimOrder, findOrder, releaseOrder, type SandboxOrder } from './orders.js'
import { SANDBOX_CHECKOUT_PATH } from './backend.js'

export const SANDBOX_COMPLETE_PATH = `${SANDBOX_CHECKOUT_PATH}/complete`

const orderId = z.uuid()

/** The page exists only while the sandbox is the provider, which only development allows. */
const sandboxOn = (env: Env) => onrampBackend(env)?.info.name === 'sandbox'
const notFound = () => htmlPage({ title: 'Not found', body: '<h1>Not found</h1><p>There is no such sandbox order.</p>', status: 404 })

function summary(order: SandboxOrder): string {
  return `<dl>
<dt>You pay</dt><dd data-testid="sandbox-pay">${escapeHtml(`${order.fiatAmount} ${order.fiatCurrency}`)}</dd>
<dt>You receive</dt><dd data-testid="sandbox-receive">${escapeHtml(`${order.cryptoAmount} ${order.assetSymbol}`)}</dd>
<dt>Network</dt><dd>${escapeHtml(order.chainId)}</dd>
<dt>Wallet</dt><dd><code>${escapeHtml(order.walletAddress)}</code></dd>
</dl>`
}

/** `GET …/checkout?order=…` (with meld's parameters besides): the order and a Complete purchase button. */
export const getSandboxCheckout: Handler = async (request, env) => {
  const id = orderId.safeParse(new URL(request.url).searchParams.get('order'))
  if (!sandboxOn(env) || !id.success) return notFound()
  const order = await findOrder(env.DB, id.data)
  if (!order) return notFound()
  const done = order.completedAt !== null
  const body = `<h1>Sandbox checkout</h1><p>A development stand-in for the on-ramp provider: no money moves.</p>${summary(order)}${
    done
      ? '<p data-testid="sandbox-result">This order is already completed.</p>'
      : `<form method="post" action="${SANDBOX_COMPLETE_PATH}"><input type="hidden" name="order" value="${escapeHtml(order.id)}"><button type="submit">Complete purchase</button></form>`
  }`
  return htmlPage({ title: 'Sandbox checkout', body })
}

/**
 * `POST …/checkout/complete`: credits the order once. The order is claimed in
 * D1 before the chain is touched, so a replay (or a double click) credits
 * nothing; a credit that fails releases the claim.
 */
export const postSandboxComplete: Handler = async (request, env) => {
  const form = await request.formData().catch(() => undefined)
  const id = orderId.safeParse(form?.get('order'))
  if (!sandboxOn(env) || !id.success) return notFound()
  const order = await findOrder(env.DB, id.data)
  const chain = order && readableChains(env).get(order.chainId)
  if (!order || !chain) return notFound()
  const page = (result: string, status = 200) =>
    htmlPage({ title: 'Sandbox checkout', body: `<h1>Sandbox checkout</h1>${summary(order)}<p data-testid="sandbox-result">${escapeHtml(result)}</p>`, status })
  if (!(await claimOrder(env.DB, order.id, Date.now()))) return page('This order was already completed; nothing more was credited.', 409)
  try {
    await creditOrder(chain, order)
  } catch (error) {
    await releaseOrder(env.DB, order.id)
    console.error(`[porthole] sandbox order ${order.id} was not credited: ${(error as Error).message}`)
    return page('The local chain did not take the credit; try again.', 502)
  }
  return page(`Purchase complete: ${order.cryptoAmount} ${order.assetSymbol} credited to your wallet. You can close this window.`)
}
