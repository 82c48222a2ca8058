import {
  Messages,
  onrampOptions,
  onrampQuote,
  onrampUrlResponse,
  type OnrampOptions,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type OnrampUrlRequest,
} from '@porthole/protocol'
import type { ChainDataClient } from '../chain-data/index.js'
import { HttpError } from '../http/index.js'

/** A longer issue is no message for the visitor (a dump, a page), so the status shows instead. */
const MAX_ISSUE_LENGTH = 200

/**
 * On-ramp calls over the frame's blockchain-API client, so they share
 * its timeout, GET parameters and parsing; POST bodies carry the project, as
 * the worker's routes require. Built per call from the services: the on-ramp
 * code loads with the Buy view only.
 */
export function onrampClient(api: ChainDataClient) {
  const { projectId } = api
  return {
    options(): Promise<OnrampOptions> {
      return api.call(onrampOptions(), '/v1/onramp/options', {})
    },
    quote(request: OnrampQuoteRequest): Promise<OnrampQuote> {
      return api.call(onrampQuote(), '/v1/onramp/quote', { body: { ...request, projectId } })
    },
    /** The provider's checkout address for the wallet. */
    async checkoutUrl(request: OnrampUrlRequest): Promise<string> {
      return (await api.call(onrampUrlResponse(), '/v1/generators/onrampurl', { body: { ...request, projectId } })).url
    },
  }
}

/**
 * What Buy shows of a failed call: the worker's 400 names what the visitor
 * can fix (a refused amount, say); any other refusal shows its status alone,
 * since the API path means nothing to the visitor.
 */
export function onrampFailure(error: unknown): string {
  if (!(error instanceof HttpError)) return (error as Error).message
  const { issue } = error.values
  if (issue !== undefined && issue.length <= MAX_ISSUE_LENGTH) return issue
  // An answer of the wrong shape has a success status: its own message says so.
  return error.status >= 400 ? Messages.httpStatus(error.status) : error.message
}
