import { DuplicateIdError } from '@porthole/protocol'
import type { Hex } from 'viem'

/**
 * A batch of calls the frame runs itself, one transaction after another
 * (the embedded wallet's, and a page or WalletConnect wallet's that has no
 * EIP-5792 of its own): what wallet_getCallsStatus needs to answer.
 */
export type CallBatch = {
  chainId: number
  /** How many calls the batch has. */
  size: number
  /** The hashes of the calls sent so far, in order. */
  hashes: Hex[]
  /** 'running' while calls are still to be sent; 'stopped' when one failed and the rest were not sent. */
  state: 'running' | 'done' | 'stopped'
  /** A smart account ran every call in one UserOperation: one transaction, all applied or none (its EntryPoint event says which). */
  atomic?: { sender: Hex }
}

/**
 * The frame's batches by id, for this frame's lifetime: ids are random and
 * only this page knows them, so after a reload an id is unknown (5730).
 */
export type CallBatches = {
  /** Holds the id before anything is sent, so the same id twice is refused with 5720 (EIP-5792). */
  reserve(id: string): void
  /** Lets go of an id whose first call was never sent. */
  release(id: string): void
  start(id: string, batch: CallBatch): void
  get(id: string): CallBatch | undefined
}

export function createCallBatches(): CallBatches {
  const batches = new Map<string, CallBatch | 'reserved'>()
  return {
    reserve(id) {
      if (batches.has(id)) throw new DuplicateIdError()
      batches.set(id, 'reserved')
    },
    release(id) {
      if (batches.get(id) === 'reserved') batches.delete(id)
    },
    start(id, batch) {
      batches.set(id, batch)
    },
    get(id) {
      const batch = batches.get(id)
      return batch === 'reserved' ? undefined : batch
    },
  }
}
