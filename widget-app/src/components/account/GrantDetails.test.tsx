import type { RequestDescription } from '@porthole/frame-host'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useSecondConfirmation } from '../../approval-window/use-second-confirmation.js'
import '../../testing/english.js'
import { RequestDetails } from './RequestDetails.js'

const TOKEN = '0xdC7f32594126A3A551Bb307d549fFd8703D43702'
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ME = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const OTHER = 'GvHeR432g7MjN9uKyX3Dzg66TqwrEWgANLnnFZXMeyyj'

const unlimitedApprove: RequestDescription = {
  kind: 'transaction',
  to: TOKEN,
  value: '0 ETH',
  data: '0x095ea7b3',
  call: { name: 'approve', args: [SPENDER, '115792089237316195423570985008687907853269984665640564039457584007913129639935'] },
  allowance: { method: 'approve', token: TOKEN, spender: SPENDER, amount: 'unlimited', warning: 'danger' },
}
const foreignSignIn: RequestDescription = {
  kind: 'message',
  text: 'bank.example wants you to sign in…',
  raw: false,
  signIn: { domain: 'bank.example', uri: 'https://bank.example', address: SPENDER, chainId: 1, matchesPage: false, warning: 'danger' },
}
const undescribed: RequestDescription = {
  kind: 'solanaTransaction',
  feePayer: ME,
  send: false,
  warning: 'danger',
  actions: [
    { kind: 'setAuthority', fields: { account: OTHER, authority: 'accountOwner', newAuthority: OTHER, owner: ME }, warning: 'danger' },
    { kind: 'unknown', fields: { program: OTHER }, warning: 'danger' },
  ],
}

/** The approval's buttons as ApproveTransaction and the popup gate them. */
function Buttons({ description }: { description: RequestDescription }) {
  const second = useSecondConfirmation('r1', description)
  return (
    <>
      {second.box}
      <button type="button" disabled={!second.confirmed}>
        Approve
      </button>
    </>
  )
}
const html = (description: RequestDescription) => renderToStaticMarkup(<RequestDetails description={description} />)

describe('what a request grants, in words, with its warning', () => {
  it('names an unlimited approve with its token, spender and "Unlimited", in red', () => {
    const shown = html(unlimitedApprove)
    expect(shown).toContain('Allow spending (approve)')
    expect(shown).toContain(`<dd>${SPENDER}</dd>`)
    expect(shown).toContain('data-testid="approve-allowance-amount">Unlimited<')
    expect(shown).toMatch(/class="notice approve-warning error" data-testid="approve-warning-danger"/)
  })

  it('names a Permit2 permit with its amount, expiry and deadline', () => {
    const shown = html({
      kind: 'typedData',
      domain: '{}',
      primaryType: 'PermitSingle',
      message: '{}',
      permit: {
        standard: 'permit2',
        spender: SPENDER,
        tokens: [{ token: TOKEN, amount: '250000', expires: '1800000000' }],
        deadline: '1700000000',
        warning: 'caution',
      },
    })
    expect(shown).toContain('Spending permit (Permit2)')
    expect(shown).toContain('data-testid="approve-permit-amount">250000<')
    expect(shown).toContain('2027-01-15 08:00 UTC')
    expect(shown).toContain('2023-11-14 22:13 UTC')
    expect(shown).toContain('data-testid="approve-warning-caution"')
  })

  it('says in red that a sign-in message is for another site', () => {
    expect(html(foreignSignIn)).toContain('signs you in to bank.example, which is not the site asking')
  })

  it('names each Solana instruction with its fields, and says when it cannot describe one', () => {
    const shown = html(undescribed)
    expect(shown).toContain('Change an authority (SetAuthority)')
    expect(shown).toContain(`Authority: Account owner`)
    expect(shown).toContain(`New authority: ${OTHER}`)
    expect(shown).toContain('Some of this transaction cannot be described')
    expect(shown).toContain('data-testid="approve-action-unknown" class="error"')
    const send: RequestDescription = {
      ...undescribed,
      warning: 'none',
      actions: [{ kind: 'transferSol', fields: { from: ME, to: OTHER, lamports: '1500000001' }, warning: 'none' }],
    }
    expect(html(send)).toContain(
      `Send SOL<span class="signed-field"> · From: ${ME}</span><span class="signed-field"> · To: ${OTHER}</span><span class="signed-field"> · Amount: 1.500000001 SOL</span>`,
    )
    expect(html(send)).not.toContain('cannot be described')
  })
})

describe('the second confirmation a dangerous request needs', () => {
  it('keeps Approve disabled behind a checkbox for danger, and adds nothing otherwise', () => {
    for (const danger of [unlimitedApprove, foreignSignIn, undescribed]) {
      const shown = renderToStaticMarkup(<Buttons description={danger} />)
      expect(shown).toContain('I understand the risk and want to approve anyway')
      expect(shown).toContain('<button type="button" disabled="">Approve</button>')
    }
    const plain = renderToStaticMarkup(<Buttons description={{ kind: 'message', text: 'hello', raw: false }} />)
    expect(plain).not.toContain('approve-confirm-danger')
    expect(plain).toContain('<button type="button">Approve</button>')
  })
})
