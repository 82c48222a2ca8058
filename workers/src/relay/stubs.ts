/**
 * The stubs the relay's Durable Objects hold of each other, typed through the
 * worker's bindings, so neither class module has to import the other.
 */
export type ConnectionStub = ReturnType<Env['RELAY_CONNECTION']['get']>
export type MailboxStub = ReturnType<Env['RELAY_MAILBOX']['get']>
