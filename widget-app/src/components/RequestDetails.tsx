import type { PermissionsDescription, RequestDescription, TransactionDescription } from '@porthole/frame-host'
import { TransactionCost } from './TransactionCost.js'

/** What each signing method is called on its approval. */
export const TITLES: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  solana_signMessage: 'Sign message',
  solana_signTransaction: 'Sign transaction',
  solana_signAllTransactions: 'Sign transactions',
  solana_signAndSendTransaction: 'Send transaction',
  wallet_sendCalls: 'Send calls',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
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
  return (
    <>
      <dt>To</dt>
      <dd data-testid="approve-to">{description.to ?? 'New contract'}</dd>
      <dt>Value</dt>
      <dd data-testid="approve-value">{description.value}</dd>
      {description.call ? (
        <>
          <dt>Call</dt>
          <dd data-testid="approve-call">{`${description.call.name}(${description.call.args.join(', ')})`}</dd>
        </>
      ) : null}
      {description.data && !description.call ? (
        <>
          <dt>Data</dt>
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
  return (
    <>
      {description.action === 'grant' ? (
        <p className="notice" data-testid="approve-permissions-notice">
          This site's key can do the following from your account without asking you again, until the session ends or you revoke it.
        </p>
      ) : null}
      <dl className="signed-fields" data-testid="approve-permissions">
        <dt>Session key</dt>
        <dd data-testid="approve-session-key">{description.sessionKey}</dd>
        {description.targets.length > 0 ? (
          <>
            <dt>May call (any function)</dt>
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
            <dt>Spending limit</dt>
            <dd data-testid="approve-limit">{limit.amount}</dd>
          </div>
        ))}
        <dt>Until</dt>
        <dd data-testid="approve-expiry">{description.expiresAt}</dd>
      </dl>
    </>
  )
}

/** What a request signs, decoded: in ApproveTransaction and in the approval popup alike. */
export function RequestDetails({ description }: { description: RequestDescription }) {
  switch (description.kind) {
    case 'message':
      return <SignedText label={description.raw ? 'Message (hex)' : 'Message'} text={description.text} testId="approve-message" />
    case 'typedData':
      return (
        <>
          <p className="label">Type</p>
          <p data-testid="approve-primary-type">{description.primaryType}</p>
          <SignedText label="Domain" text={description.domain} />
          <SignedText label="Message" text={description.message} testId="approve-typed-message" />
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
          <dt>Fee paid by</dt>
          <dd data-testid="approve-fee-payer">{description.feePayer}</dd>
          <dt>{description.send ? 'Sends' : 'Signs'}</dt>
          <dd>
            <ul className="signed-actions" data-testid="approve-actions">
              {description.actions.map((action, i) => (
                <li key={i}>{action}</li>
              ))}
            </ul>
          </dd>
          {description.simulationError ? (
            <>
              <dt>Simulation</dt>
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
