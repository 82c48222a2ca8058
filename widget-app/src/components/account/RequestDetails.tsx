import type { PermissionsDescription, RequestDescription, TransactionDescription } from '@porthole/frame-host'
import type { PlainKey, Translate } from '../../i18n/translate.js'
import { useT } from '../../i18n/use-t.js'
import { AllowanceFields, PermitFields, SignInFields, SolanaActionItem, WarningNote } from './GrantDetails.js'
import { TransactionCost } from './TransactionCost.js'

/** What each signing method is called on its approval. */
const TITLES: Partial<Record<string, PlainKey>> = {
  personal_sign: 'method.signMessage',
  eth_signTypedData_v4: 'method.signTypedData',
  eth_sendTransaction: 'method.sendTransaction',
  solana_signMessage: 'method.signMessage',
  solana_signTransaction: 'method.signTransaction',
  solana_signAllTransactions: 'method.signTransactions',
  solana_signAndSendTransaction: 'method.sendTransaction',
  wallet_sendCalls: 'method.sendCalls',
  wallet_grantPermissions: 'method.grantPermissions',
  wallet_revokePermissions: 'method.revokePermissions',
}

/** A signing method's title on its approval, in the current language; a method without one is named as it is. */
export function methodTitle(t: Translate, method: string): string {
  const key = TITLES[method]
  return key ? t(key) : method
}

/** A labelled block of signed text, shown exactly as it is signed. */
function SignedText({ label, text, testId }: { label: string; text: string; testId?: string }) {
  return (
    <>
      <p className="label">{label}</p>
      <pre className="signed-content" data-testid={testId}>
        {text}
      </pre>
    </>
  )
}

/** A transaction's target, value and call (decoded where the ABI is known), else its raw data. */
function TransactionFields({ description }: { description: TransactionDescription }) {
  const t = useT()
  return (
    <>
      <dt>{t('approve.to')}</dt>
      <dd data-testid="approve-to">{description.to ?? t('approve.newContract')}</dd>
      <dt>{t('approve.value')}</dt>
      <dd data-testid="approve-value">{description.value}</dd>
      {description.call ? (
        <>
          <dt>{t('approve.call')}</dt>
          <dd data-testid="approve-call">{`${description.call.name}(${description.call.args.join(', ')})`}</dd>
        </>
      ) : null}
      {description.allowance ? (
        <dd className="approve-warning">
          <AllowanceFields grant={description.allowance} />
        </dd>
      ) : null}
      {description.data && !description.call ? (
        <>
          <dt>{t('approve.data')}</dt>
          <dd>
            <pre className="signed-content">{description.data}</pre>
          </dd>
        </>
      ) : null}
    </>
  )
}

/**
 * A smart session: the site's key may, without asking again until the expiry,
 * call these contracts and spend up to these amounts. Granting says so plainly.
 */
function PermissionsFields({ description }: { description: PermissionsDescription }) {
  const t = useT()
  return (
    <>
      {description.action === 'grant' ? (
        <p className="notice" data-testid="approve-permissions-notice">
          {t('approve.grantNotice')}
        </p>
      ) : null}
      <dl className="signed-fields" data-testid="approve-permissions">
        <dt>{t('approve.sessionKey')}</dt>
        <dd data-testid="approve-session-key">{description.sessionKey}</dd>
        {description.targets.length > 0 ? (
          <>
            <dt>{t('approve.mayCall')}</dt>
            <dd>
              <ul className="signed-actions" data-testid="approve-targets">
                {description.targets.map((target) => (
                  <li key={target}>{target}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {description.limits.map((limit) => (
          <div key={limit.token} className="signed-limit">
            <dt>{t('approve.spendingLimit')}</dt>
            <dd data-testid="approve-limit">{limit.amount}</dd>
          </div>
        ))}
        <dt>{t('approve.until')}</dt>
        <dd data-testid="approve-expiry">{description.expiresAt}</dd>
      </dl>
    </>
  )
}

/** What a request signs, decoded: in ApproveTransaction and in the approval popup alike. */
export function RequestDetails({ description }: { description: RequestDescription }) {
  const t = useT()
  switch (description.kind) {
    case 'message':
      return (
        <>
          {description.signIn ? <SignInFields signIn={description.signIn} /> : null}
          <SignedText label={description.raw ? t('approve.messageHex') : t('approve.message')} text={description.text} testId="approve-message" />
        </>
      )
    case 'typedData':
      return (
        <>
          {description.permit ? <PermitFields permit={description.permit} /> : null}
          <p className="label">{t('approve.type')}</p>
          <p data-testid="approve-primary-type">{description.primaryType}</p>
          <SignedText label={t('approve.domain')} text={description.domain} />
          <SignedText label={t('approve.message')} text={description.message} testId="approve-typed-message" />
        </>
      )
    case 'transaction':
      return (
        <dl className="signed-fields">
          <TransactionFields description={description} />
          {description.cost ? <TransactionCost cost={description.cost} /> : null}
        </dl>
      )
    case 'calls':
      return (
        <>
          <ol className="signed-calls" data-testid="approve-calls">
            {description.calls.map((call, i) => (
              <li key={i} data-testid="approve-batch-call">
                <dl className="signed-fields">
                  <TransactionFields description={call} />
                </dl>
              </li>
            ))}
          </ol>
          <dl className="signed-fields" data-testid="approve-total">
            <TransactionCost cost={description.cost} />
          </dl>
        </>
      )
    case 'solanaTransaction':
      return (
        <dl className="signed-fields">
          {description.actions.some((a) => a.kind === 'unknown') ? <WarningNote warning="danger" text={t('approve.undescribed')} /> : null}
          <dt>{t('approve.feePaidBy')}</dt>
          <dd data-testid="approve-fee-payer">{description.feePayer}</dd>
          <dt>{description.send ? t('approve.sends') : t('approve.signs')}</dt>
          <dd>
            <ul className="signed-actions" data-testid="approve-actions">
              {description.actions.map((action, i) => (
                <SolanaActionItem key={i} action={action} />
              ))}
            </ul>
          </dd>
          {description.simulationError ? (
            <>
              <dt>{t('approve.simulation')}</dt>
              <dd className="error" data-testid="approve-simulation-error">
                {description.simulationError}
              </dd>
            </>
          ) : null}
        </dl>
      )
    case 'permissions':
      return <PermissionsFields description={description} />
    default:
      return <pre className="signed-content">{description.params}</pre>
  }
}
