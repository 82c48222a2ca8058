import type { HistoryResponse } from '@porthole/protocol'
import { json } from '../http/json.js'
import { supportedChains } from './config.js'
import { historyIndexer } from './history/index.js'
import { CURSOR } from './history/local-indexer.js'
import { answer, parseInput, queryOf, type Handler } from './http.js'
import { anyAddress, chainIdParam, commonQuery } from './inputs.js'
import * as z from 'zod'

const historyQuery = commonQuery.extend({
  account: anyAddress,
  chainId: chainIdParam,
  cursor: z.string().regex(CURSOR, 'Expected a cursor from a previous page').optional(),
})

/** `GET /v1/account/{account}/history`: the account's transfers on one chain, newest first, 20 a page. */
export const getHistory =
  (account: string): Handler =>
  (request, env) =>
    answer(request, env, parseInput(historyQuery, queryOf(request, { account })), async (q) => {
      const chain = supportedChains(env).get(q.chainId)
      if (!chain || !q.account.startsWith('0x')) return json({ data: [], next: null } satisfies HistoryResponse)
      const origin = new URL(request.url).origin
      const page = await historyIndexer(env).transactions({ chain, account: q.account as `0x${string}`, cursor: q.cursor, origin })
      return json(page satisfies HistoryResponse)
    })
