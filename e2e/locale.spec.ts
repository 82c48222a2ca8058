import type { Browser, Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { connectTestWallet, openDapp, request } from './support/dapp.js'
import { modal, widget } from './support/widget.js'

/**
 * Languages: the site picks the widget's language with `data-locale`
 * (the demo page's `?locale=`), otherwise the frame follows the browser's
 * languages, otherwise English. Arabic is laid out right to left; amounts
 * follow the language's number format.
 */

/** The frame document's root element, where the language and direction are set. */
const frameRoot = (page: Page) => widget(page).locator('html')

/** A page in a browser whose preferred language is `locale`. */
async function pageIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale })
  return context.newPage()
}

test('data-locale="ar": Arabic strings, laid out right to left', async ({ page }) => {
  await openDapp(page, '?locale=ar')
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await expect(frameRoot(page)).toHaveAttribute('dir', 'rtl')
  await expect(frameRoot(page)).toHaveAttribute('lang', 'ar')
  await expect(modal(page).getByRole('heading', { level: 1 })).toHaveText('ربط المحفظة')
  await expect(modal(page).getByRole('textbox', { name: 'البريد الإلكتروني' })).toBeVisible()
  // The header mirrors: Back sits at the right-hand end, Close at the left.
  const back = (await modal(page).getByRole('button', { name: 'رجوع' }).boundingBox())!
  const close = (await modal(page).getByRole('button', { name: 'إغلاق' }).boundingBox())!
  expect(back.x).toBeGreaterThan(close.x)
  // Texts the frame's logic writes are translated too; what the dapp gets stays English.
  await modal(page).getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('not-an-email')
  await modal(page).getByRole('button', { name: 'متابعة' }).click()
  await expect(widget(page).getByTestId('email-message')).toHaveText('أدخل عنوان بريد إلكتروني صالحًا')
})

test('data-locale="ja": balances in the Japanese number format, views in Japanese', async ({ page }) => {
  await openDapp(page, '?locale=ja')
  expect(await connectTestWallet(page)).toHaveProperty('result')
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByRole('heading', { level: 1 })).toHaveText('アカウント')
  await expect(frameRoot(page)).toHaveAttribute('lang', 'ja')
  await expect(frameRoot(page)).toHaveAttribute('dir', 'ltr')

  // The wallet's balance, floored to 3 decimals, as Japanese writes numbers: 10,000.000 ETH.
  const { result } = (await request(page, 'eth_getBalance', [await firstAccount(page), 'latest'])) as { result: string }
  const wei = BigInt(result)
  const floored = `${wei / 10n ** 18n}.${((wei % 10n ** 18n) / 10n ** 15n).toString().padStart(3, '0')}`
  const japanese = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(floored as Intl.StringNumericLiteral)
  expect(japanese).toMatch(/^\d{1,3}(,\d{3})+\.\d{3}$/)
  await expect(widget(page).getByTestId('account-balance')).toHaveText(`${japanese} ETH`)
  await expect(modal(page).getByRole('tab', { name: 'トークン' })).toBeVisible()
})

test('no data-locale: the browser’s language, and English when the widget does not speak it', async ({ browser }) => {
  const german = await pageIn(browser, 'de-DE')
  await openDapp(german)
  await german.evaluate(() => window.porthole!.open())
  await expect(modal(german).getByRole('heading', { level: 1 })).toHaveText('Wallet verbinden')
  await expect(frameRoot(german)).toHaveAttribute('lang', 'de')
  await german.context().close()

  // A data-locale the widget does not know is dropped: the browser's language again.
  const korean = await pageIn(browser, 'ko-KR')
  await openDapp(korean, '?locale=tlh')
  await korean.evaluate(() => window.porthole!.open())
  await expect(modal(korean).getByRole('heading', { level: 1 })).toHaveText('지갑 연결')
  await korean.context().close()

  const swedish = await pageIn(browser, 'sv-SE')
  await openDapp(swedish)
  await swedish.evaluate(() => window.porthole!.open())
  await expect(modal(swedish).getByRole('heading', { level: 1 })).toHaveText('Connect wallet')
  await expect(frameRoot(swedish)).toHaveAttribute('lang', 'en')
  await swedish.context().close()
})

async function firstAccount(page: Page): Promise<string> {
  const { result } = (await request(page, 'eth_accounts')) as { result: string[] }
  return result[0]!
}
