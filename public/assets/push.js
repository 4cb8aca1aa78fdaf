// Phone alerts on this device (the notification settings page): subscribes this browser to Web Push through the
// service worker (/sw.js) with the server's VAPID key, and tells the server (POST /api/push-subscriptions), or
// takes it back (POST /api/push-subscriptions/delete). Without this script, or without push in the browser, the
// section stays hidden and the rest of the page works as before.
(() => {
  const box = document.getElementById('push-device');
  if (!box || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
  const key = box.getAttribute('data-key') || '';
  const on = box.querySelector('[data-push="on"]');
  const off = box.querySelector('[data-push="off"]');

  function show(state) {
    on.hidden = state !== 'off';
    off.hidden = state !== 'on';
    for (const p of box.querySelectorAll('[data-push-status]')) p.hidden = p.getAttribute('data-push-status') !== state;
  }

  function keyBytes(b64url) {
    let s = b64url.replace(/-/g, '+').replace(/_/g, '/');
    s += '='.repeat((4 - (s.length % 4)) % 4);
    const raw = atob(s);
    const out = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
    return out;
  }

  function post(url, body) {
    return fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  }

  const blocked = () => (Notification.permission === 'denied' ? 'denied' : 'off');

  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((reg) => {
      box.hidden = false;
      reg.pushManager.getSubscription().then((sub) => show(sub ? 'on' : blocked()));
      on.addEventListener('click', () => {
        reg.pushManager
          .subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) })
          .then((sub) =>
            post('/api/push-subscriptions', sub.toJSON()).then((res) => {
              if (!res.ok) throw new Error(String(res.status));
              show('on');
            }),
          )
          .catch(() => show(blocked()));
      });
      off.addEventListener('click', () => {
        reg.pushManager.getSubscription().then((sub) => {
          if (!sub) return show('off');
          return post('/api/push-subscriptions/delete', { endpoint: sub.endpoint })
            .then(() => sub.unsubscribe())
            .then(() => show('off'));
        });
      });
    })
    .catch(() => {});
})();
