// The dapp side of the demo: only the public `window.porthole` API.
const status = document.getElementById('status')
const log = document.getElementById('events')

function waitForPorthole() {
  return new Promise((resolve) => {
    if (window.porthole) return resolve(window.porthole)
    const script = document.querySelector('script[data-project-id]')
    script.addEventListener('load', () => resolve(window.porthole))
  })
}

const porthole = await waitForPorthole()
for (const name of ['open', 'close', 'view']) {
  porthole.on(name, (payload) => {
    const item = document.createElement('li')
    item.textContent = payload ? `${name} ${JSON.stringify(payload)}` : name
    log.append(item)
  })
}
porthole.ready.then(
  () => (status.textContent = 'ready'),
  (error) => (status.textContent = error.message),
)
document.getElementById('connect').addEventListener('click', () => porthole.open().catch((e) => (status.textContent = e.message)))
