import { AuthPaths } from '@porthole/protocol'
import { escapeHtml, htmlPage } from '../../pages/page.js'

/** "Chrome on macOS": enough for a visitor to recognise their own browser, from its User-Agent. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'An unknown browser'
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\/|CriOS\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'A browser'
  const os = [
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1]
  return os ? `${browser} on ${os}` : (browser as string)
}

/**
 * What the mailed link opens: who is asking (browser, when) and a button
 * that posts the link's token back. Nothing is approved by opening it.
 */
export function approvalPage(input: { email: string; device: string; token: string; userAgent: string | null; requestedAt: number }): Response {
  const when = new Date(input.requestedAt).toUTCString()
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
  return htmlPage({
    title: 'Approve this device',
    body: `<h1>Approve this device?</h1>
<p><strong>${escapeHtml(describeUserAgent(input.userAgent))}</strong> asked to sign in to the wallet of <strong>${escapeHtml(input.email)}</strong> on ${escapeHtml(when)}.</p>
<p>Approve only if that was you, just now.</p>
<form method="post" action="${AuthPaths.emailDeviceApprove}">${field('email', input.email)}${field('device', input.device)}${field('token', input.token)}
<button type="submit">Approve this device</button></form>`,
  })
}

export const approvalDonePage = (ok: boolean) =>
  htmlPage({
    title: 'Approve this device',
    status: ok ? 200 : 400,
    body: `<p>${ok ? 'Device approved. Go back to the site to enter your login code.' : 'This link is not valid any more. Start the login again.'}</p>`,
  })
