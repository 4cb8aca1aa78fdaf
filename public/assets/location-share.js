// The assigned driver's "Share my position" control (the ShareControl view of
// the location feature, on the tracking page and the driver's trip page):
// watches the phone's position while sharing is on and posts it to
// /api/location/update at most once every 30 seconds (the newest position
// seen by then; older ones are dropped). Without JavaScript or geolocation the
// control stays hidden. Server text is set with textContent only.
(function () {
  'use strict';
  var SEND_EVERY_MS = 30000;
  var formatTime = function (iso) {
    return window.fm ? window.fm.formatTime(iso) : '';
  };

  var share = document.getElementById('share');
  var toggle = document.getElementById('share-toggle');
  if (share && toggle && navigator.geolocation && window.fetch) {
    share.hidden = false;
    var shareLoad = share.getAttribute('data-load-id');
    var status = document.getElementById('share-status');
    var watchId = null;
    var pending = null;
    var lastSent = 0;
    var timer = null;
    var sending = false;
    var wakeLock = null;
    var say = function (text) {
      if (status) status.textContent = text;
    };

    var stop = function (message) {
      if (watchId !== null) navigator.geolocation.clearWatch(watchId);
      watchId = null;
      pending = null;
      if (timer) clearTimeout(timer);
      timer = null;
      if (wakeLock) {
        wakeLock.release().catch(function () {});
        wakeLock = null;
      }
      toggle.setAttribute('aria-pressed', 'false');
      toggle.textContent = 'Start sharing';
      say(message || 'Not sharing.');
    };

    var send = function (pos) {
      var c = pos.coords;
      var body = { load_id: shareLoad, lat: c.latitude, lng: c.longitude, recorded_at: new Date(pos.timestamp || Date.now()).toISOString() };
      if (typeof c.accuracy === 'number' && Number.isFinite(c.accuracy) && c.accuracy >= 0) body.accuracy_m = Math.min(c.accuracy, 100000);
      if (typeof c.speed === 'number' && Number.isFinite(c.speed) && c.speed >= 0) body.speed_kmh = Math.min(c.speed * 3.6, 500);
      if (typeof c.heading === 'number' && Number.isFinite(c.heading) && c.heading >= 0) body.heading = c.heading % 360;
      sending = true;
      lastSent = Date.now();
      fetch('/api/location/update', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      })
        .then(function (r) {
          return r.json().then(function (j) {
            return { status: r.status, body: j };
          });
        })
        .then(function (res) {
          sending = false;
          if (res.status === 201) say('Sharing. Last sent ' + formatTime(res.body.data.location.recorded_at) + '.');
          else if (res.status === 409 || res.status === 403 || res.status === 401) stop((res.body.error && res.body.error.message) || 'Sharing stopped.');
          else say((res.body.error && res.body.error.message) || 'The position could not be sent; trying again.');
          schedule();
        })
        .catch(function () {
          sending = false;
          say('No connection; the next position will be sent when the network is back.');
          schedule();
        });
    };

    // Sends the newest pending position once 30 seconds have passed since the last send.
    var schedule = function () {
      if (watchId === null || !pending || sending || timer) return;
      var wait = SEND_EVERY_MS - (Date.now() - lastSent);
      if (wait <= 0) {
        var p = pending;
        pending = null;
        send(p);
      } else {
        timer = setTimeout(function () {
          timer = null;
          schedule();
        }, wait);
      }
    };

    toggle.addEventListener('click', function () {
      if (watchId !== null) {
        stop('Sharing stopped.');
        return;
      }
      say('Waiting for your location…');
      toggle.setAttribute('aria-pressed', 'true');
      toggle.textContent = 'Stop sharing';
      watchId = navigator.geolocation.watchPosition(
        function (pos) {
          pending = pos;
          schedule();
        },
        function (err) {
          if (err.code === 1) stop('Location permission was refused. Allow it in the browser settings to share your position.');
          else say('Your location is not available right now; still trying.');
        },
        { enableHighAccuracy: true, maximumAge: 10000, timeout: 60000 },
      );
      if (navigator.wakeLock && navigator.wakeLock.request) {
        navigator.wakeLock
          .request('screen')
          .then(function (l) {
            wakeLock = l;
          })
          .catch(function () {});
      }
    });
  }
})();
