import { fetchActivity, selectActivity, selectNfts } from '@porthole/frame-host'
import { Messages } from '@porthole/protocol'
import { useEffect } from 'react'
import { useFrameDispatch, useFrameSelector } from '../../store-hooks.js'
import { useT, useText } from '../../i18n/use-t.js'

/** NFTs tab: the NFTs the account's history shows it holds (spam left out). */
export function NftsTab() {
  const tx = useText()
  const t = useT()
  const dispatch = useFrameDispatch()
  const nfts = useFrameSelector(selectNfts)
  const { loading, failed } = useFrameSelector(selectActivity)
  useEffect(() => void dispatch(fetchActivity()).catch(() => undefined), [dispatch])

  if (loading && nfts.length === 0)
    return (
      <p className="notice" aria-busy="true">
        {t('nfts.loading')}
      </p>
    )
  if (failed && nfts.length === 0) return <p className="notice error">{tx(Messages.failedToFetchTransactions)}</p>
  if (nfts.length === 0) return <p className="notice">{t('nfts.none')}</p>
  return (
    <ul className="nft-grid" aria-label={t('tabs.NFTs')}>
      {nfts.map((nft) => (
        <li key={nft.name} className="nft" data-testid="nft">
          {nft.image ? <img src={nft.image} alt="" width={96} height={96} /> : <span className="nft-placeholder" aria-hidden="true" />}
          <span className="nft-name">{nft.name}</span>
        </li>
      ))}
    </ul>
  )
}
