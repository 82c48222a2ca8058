import type { FrameEvent, PageSnapshot } from '@porthole/protocol'

type Emit = (event: string, payload?: unknown) => void
type PageApiEvent = Extract<FrameEvent, { type: 'state' | 'event' }>

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Turns the frame's snapshots (already checked by the channel's schema) into
 * the bootstrap's events: 'snapshot' first, so reads answer the new values,
 * then 'state', 'account' and 'network' for the parts that changed. Account
 * and network follow the family the modal works with, so a change of family
 * fires both.
 */
export function createSnapshotRelay(emit: Emit) {
  let last: PageSnapshot | undefined
  return (message: PageApiEvent) => {
    if (message.type === 'event') return emit('event', { timestamp: Date.now(), data: message.event })
    const { snapshot } = message
    const previous = last
    last = snapshot
    emit('snapshot', snapshot)
    const family = snapshot.state.activeChain
    const familyChanged = previous?.state.activeChain !== family
    if (!same(previous?.state, snapshot.state)) emit('state')
    if (familyChanged || !same(previous.accounts[family], snapshot.accounts[family])) emit('account')
    if (familyChanged || !same(previous.networks[family], snapshot.networks[family])) emit('network')
  }
}
