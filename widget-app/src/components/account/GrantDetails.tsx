import type { AllowanceGrant, PermitGrant, SignInRequest, SolanaAction, Warning } from '@porthole/frame-host'
import type { PlainKey, Translate } from '../../i18n/translate.js'
import { useT } from '../../i18n/use-t.js'

const AMOUNTS: Partial<Record<string, PlainKey>> = { unlimited: 'approve.amountUnlimited', all: 'approve.amountAll', none: 'approve.amountNone' }
const amount = (t: Translate, value: string) => {
  const key = AMOUNTS[value]
  return key ? t(key) : value
}
const FIELDS: Record<string, PlainKey> = {
  from: 'solana.field.from',
  to: 'solana.field.to',
  lamports: 'solana.field.lamports',
  payer: 'solana.field.payer',
  account: 'solana.field.account',
  owner: 'solana.field.owner',
  space: 'solana.field.space',
  source: 'solana.field.source',
  destination: 'solana.field.destination',
  amount: 'solana.field.amount',
  decimals: 'solana.field.decimals',
  mint: 'solana.field.mint',
  delegate: 'solana.field.delegate',
  authority: 'solana.field.authority',
  newAuthority: 'solana.field.newAuthority',
  program: 'solana.field.program',
}
const AUTHORITIES: Partial<Record<string, PlainKey>> = {
  mintTokens: 'solana.authority.mintTokens',
  freezeAccount: 'solana.authority.freezeAccount',
  accountOwner: 'solana.authority.accountOwner',
  closeAccount: 'solana.authority.closeAccount',
}
/** Lamports in SOL, every digit kept. */
const sol = (lamports: string) => {
  const value = BigInt(lamports)
  const fraction = (value % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return `${value / 1_000_000_000n}${fraction ? `.${fraction}` : ''} SOL`
}
const fieldValue = (t: Translate, name: string, value: string) => {
  if (name === 'lamports') return sol(value)
  const key = name === 'authority' ? AUTHORITIES[value] : undefined
  return key ? t(key) : amount(t, value)
}

/** Unix seconds as a UTC date and time. */
const when = (seconds: string) => `${new Date(Number(seconds) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** A caution or danger line above what the request grants; nothing for none. */
export function WarningNote({ warning, text }: { warning: Warning; text?: string }) {
  const t = useT()
  if (warning === 'none') return null
  return (
    <p
      className={warning === 'danger' ? 'notice approve-warning error' : 'notice approve-warning'}
      data-testid={`approve-warning-${warning}`}
      role={warning === 'danger' ? 'alert' : undefined}
    >
      {text ?? (warning === 'danger' ? t('approve.warningDanger') : t('approve.warningCaution'))}
    </p>
  )
}

/** An ERC-20 / ERC-721 allowance a transaction grants: what, to whom, how much. */
export function AllowanceFields({ grant }: { grant: AllowanceGrant }) {
  const t = useT()
  return (
    <div data-testid="approve-allowance">
      <WarningNote warning={grant.warning} />
      <dl className="signed-fields">
        <dt>{t('approve.call')}</dt>
        <dd>{t(`approve.grant.${grant.method}`)}</dd>
        <dt>{t('approve.token')}</dt>
        <dd>{grant.token}</dd>
        <dt>{t('approve.spender')}</dt>
        <dd>{grant.spender}</dd>
        <dt>{t('approve.amount')}</dt>
        <dd data-testid="approve-allowance-amount">{amount(t, grant.amount)}</dd>
      </dl>
    </div>
  )
}

/** An EIP-2612 or Permit2 permit: the spender, each token and amount, and until when. */
export function PermitFields({ permit }: { permit: PermitGrant }) {
  const t = useT()
  return (
    <div data-testid="approve-permit">
      <WarningNote warning={permit.warning} />
      <dl className="signed-fields">
        <dt>{t('approve.type')}</dt>
        <dd>{t(`approve.grant.${permit.standard}`)}</dd>
        <dt>{t('approve.spender')}</dt>
        <dd>{permit.spender}</dd>
        {permit.tokens.map((token, i) => (
          <div key={i} className="signed-limit">
            <dt>{t('approve.token')}</dt>
            <dd>{token.token}</dd>
            <dt>{t('approve.amount')}</dt>
            <dd data-testid="approve-permit-amount">{amount(t, token.amount)}</dd>
            {token.expires ? (
              <>
                <dt>{t('approve.expires')}</dt>
                <dd>{when(token.expires)}</dd>
              </>
            ) : null}
          </div>
        ))}
        <dt>{t('approve.deadline')}</dt>
        <dd>{when(permit.deadline)}</dd>
      </dl>
    </div>
  )
}

/** A sign-in message: the site and account; one for another site than the page's is red. */
export function SignInFields({ signIn }: { signIn: SignInRequest }) {
  const t = useT()
  const text = signIn.matchesPage ? undefined : t('approve.signInOtherSite', { domain: signIn.domain })
  return (
    <div data-testid="approve-sign-in">
      <WarningNote warning={signIn.warning} {...(text ? { text } : {})} />
      <dl className="signed-fields">
        <dt>{t('approve.signInTo')}</dt>
        <dd data-testid="approve-sign-in-domain">{signIn.domain}</dd>
        {signIn.uri ? (
          <>
            <dt>{t('approve.signInUri')}</dt>
            <dd>{signIn.uri}</dd>
          </>
        ) : null}
        <dt>{t('approve.account')}</dt>
        <dd>{signIn.address}</dd>
      </dl>
    </div>
  )
}

/** One Solana instruction: its name, then its fields as the frame decoded them. */
export function SolanaActionItem({ action }: { action: SolanaAction & { transaction?: number } }) {
  const t = useT()
  const className = action.warning === 'danger' ? 'error' : undefined
  return (
    <li data-testid={`approve-action-${action.kind}`} className={className}>
      {action.transaction ? `${action.transaction}. ` : ''}
      {t(`solana.${action.kind}`)}
      {Object.entries(action.fields).map(([name, value]) => (
        <span key={name} className="signed-field">
          {` · ${FIELDS[name] ? t(FIELDS[name]) : name}: ${fieldValue(t, name, value)}`}
        </span>
      ))}
    </li>
  )
}
