// Which modal and theme come from the query: ?kit=appkit|rainbowkit&theme=light|dark.
const query = new URLSearchParams(location.search)
const dark = query.get('theme') === 'dark'
document.body.style.margin = '0'
document.body.style.background = dark ? '#111' : '#f4f4f6'

if (query.get('kit') === 'appkit') await import('./appkit.js').then((m) => m.show(dark))
else await import('./rainbowkit.js').then((m) => m.show(dark))
