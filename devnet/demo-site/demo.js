// The dapp side of the demo: only the public `window.porthole` API.
const status = document.getElementById('status')
const log = document.getElementById('events')

function start(porthole) {
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
  document.getElementById('connect').addEventListener('click', () => {
    porthole.open().catch((error) => (status.textContent = error.message))
  })
}

const script = document.querySelector('script[data-project-id]')
if (!script) status.textContent = 'not on this page'
else if (window.porthole) start(window.porthole)
else script.addEventListener('load', () => start(window.porthole))
