import type { HistoryResponse } from '@porthole/protocol'
import { json } from '../http/json.js'
import type { Handler } from '../http/router.js'
import { withProject } from '../http/with-project.js'
import { supportedChains } from './chains.js'
import { historyIndexer } from './history/index.js'
import { CURSOR } from './history/local-indexer.js'
import { anyAddress, chainIdParam, commonQuery } from './inputs.js'
import * as z from 'zod'

const historyQuery = commonQuery.extend({
  account: anyAddress,
  chainId: chainIdParam,
  cursor: z.string().regex(CURSOR, 'Expected a cursor from a previous page').optional(),
})

/** `GET /v1/account/{account}/history`: the account's transfers on one chain, newest first, 20 a page. */
export const getHistory: Handler = withProject(historyQuery, async (q, request, env) => {
  const chain = supportedChains(env).get(q.chainId)
  if (!chain || !q.account.startsWith('0x')) return json({ data: [], next: null } satisfies HistoryResponse)
  const origin = new URL(request.url).origin
  const page = await historyIndexer(env).transactions({ chain, account: q.account as `0x${string}`, cursor: q.cursor, origin })
  return json(page satisfies HistoryResponse)
})
