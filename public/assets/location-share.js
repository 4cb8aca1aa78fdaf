// The assigned driver's "Share my position" control (the ShareControl view of
// the location feature, on the tracking page and the driver's trip page).
//
// While sharing is on, the phone's position is watched and one fix is taken at
// most every 30 seconds (the newest position seen by then). Every fix first goes
// into a queue kept in IndexedDB ("fm-location"), then the queue is sent, oldest
// first, up to 100 fixes a request, to /api/location/batch; each fix carries the
// time it was taken and an id of its own, so a fix sent twice is stored once.
// Offline, or when a request fails, the fixes stay queued and are sent when the
// connection returns (the 'online' event, and retries 2 s, 4 s ... up to 1 min
// apart).
//
// "Sharing on for load X" is kept in localStorage ("fm.sharing"): a page reload
// (the trip page's status buttons reload it) resumes sharing without a tap. It is
// cleared when the driver turns sharing off, or when the server says the trip is
// no longer under way (delivered or cancelled; the control is then not on the
// page at all). Without JavaScript or geolocation the control stays hidden.
// Server text is set with textContent only.
(function () {
  'use strict';
  var TAKE_EVERY_MS = 30000;
  var BATCH = 100;
  var MAX_AGE_MS = 47 * 3600 * 1000; // the server refuses fixes older than 48 h
  var STORE_KEY = 'fm.sharing';
  var formatTime = function (iso) {
    return window.fm ? window.fm.formatTime(iso) : '';
  };

  var share = document.getElementById('share');
  var toggle = document.getElementById('share-toggle');
  if (!share || !toggle || !navigator.geolocation || !window.fetch) return;
  share.hidden = false;
  var shareLoad = share.getAttribute('data-load-id');
  var status = document.getElementById('share-status');
  var say = function (text) {
    if (status) status.textContent = text;
  };
  // The words this script says come from the page, in its language (data-messages: a JSON object of
  // templates with {n}-style holes; a plural is { one, other }); English when absent.
  var messages = {};
  try {
    messages = JSON.parse((status && status.getAttribute('data-messages')) || '{}') || {};
  } catch (_e) {
    messages = {};
  }
  function msg(name, english, vars, count) {
    var text = messages[name];
    if (text && typeof text === 'object') text = count === 1 ? text.one : text.other;
    if (typeof text !== 'string') text = english;
    return text.replace(/\{(\w+)\}/g, function (whole, key) {
      return vars && key in vars ? String(vars[key]) : whole;
    });
  }

  // --- "sharing on" survives reloads -------------------------------------------
  function readFlags() {
    try {
      return JSON.parse(localStorage.getItem(STORE_KEY) || '{}') || {};
    } catch (_e) {
      return {};
    }
  }
  function setFlag(on) {
    try {
      var flags = readFlags();
      if (on) flags[shareLoad] = new Date().toISOString();
      else delete flags[shareLoad];
      localStorage.setItem(STORE_KEY, JSON.stringify(flags));
    } catch (_e) {
      /* storage refused: sharing lasts as long as the page */
    }
  }

  // --- the queue: IndexedDB, or memory when the browser refuses it ------------------
  var memory = [];
  var dbPromise = new Promise(function (resolve) {
    if (!window.indexedDB) return resolve(null);
    var req;
    try {
      req = indexedDB.open('fm-location', 1);
    } catch (_e) {
      return resolve(null);
    }
    req.onupgradeneeded = function () {
      var store = req.result.createObjectStore('fixes', { keyPath: 'client_id' });
      store.createIndex('load', 'load_id');
    };
    req.onsuccess = function () {
      resolve(req.result);
    };
    req.onerror = function () {
      resolve(null);
    };
  });
  function tx(mode, fn) {
    return dbPromise.then(function (db) {
      if (!db) {
        var mem = fn(null);
        return mem && mem.result !== undefined ? mem.result : mem;
      }
      return new Promise(function (resolve, reject) {
        var t = db.transaction('fixes', mode);
        var out = fn(t.objectStore('fixes'));
        t.oncomplete = function () {
          resolve(out && out.result !== undefined ? out.result : out);
        };
        t.onerror = function () {
          reject(t.error);
        };
      });
    });
  }
  function enqueue(fix) {
    return tx('readwrite', function (store) {
      if (store) store.put(fix);
      else memory.push(fix);
    });
  }
  function queued() {
    return tx('readonly', function (store) {
      return store
        ? store.index('load').getAll(shareLoad)
        : {
            result: memory.filter(function (f) {
              return f.load_id === shareLoad;
            }),
          };
    }).then(function (list) {
      return (list || []).slice().sort(function (a, b) {
        return a.recorded_at < b.recorded_at ? -1 : a.recorded_at > b.recorded_at ? 1 : 0;
      });
    });
  }
  function remove(ids) {
    return tx('readwrite', function (store) {
      if (store)
        ids.forEach(function (id) {
          store.delete(id);
        });
      else
        memory = memory.filter(function (f) {
          return ids.indexOf(f.client_id) < 0;
        });
    });
  }
  var newId = function () {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var h = '0123456789abcdef';
    var s = '';
    for (var i = 0; i < 32; i++) s += h[Math.floor(Math.random() * 16)];
    return s.slice(0, 8) + '-' + s.slice(8, 12) + '-4' + s.slice(13, 16) + '-a' + s.slice(17, 20) + '-' + s.slice(20);
  };

  // --- sending the queue ---------------------------------------------------------------
  var sending = false;
  var retryTimer = null;
  var backoff = 2000;
  var sharing = false;

  function retryLater(count) {
    var english =
      (navigator.onLine === false ? 'Offline: ' : 'Not sent yet: ') + '{n}' + (count === 1 ? ' position is' : ' positions are') + ' kept on this phone and will be sent when the connection returns.';
    say(msg(navigator.onLine === false ? 'queuedOffline' : 'queuedNotSent', english, { n: count }, count));
    if (retryTimer) return;
    retryTimer = setTimeout(function () {
      retryTimer = null;
      flush();
    }, backoff);
    backoff = Math.min(backoff * 2, 60000);
  }

  function flush() {
    if (sending) return;
    sending = true;
    queued()
      .then(function (all) {
        var tooOld = all.filter(function (f) {
          return Date.now() - Date.parse(f.recorded_at) > MAX_AGE_MS;
        });
        if (tooOld.length)
          return remove(
            tooOld.map(function (f) {
              return f.client_id;
            }),
          ).then(function () {
            sending = false;
            flush();
          });
        if (!all.length) {
          sending = false;
          return;
        }
        if (navigator.onLine === false) {
          sending = false;
          retryLater(all.length);
          return;
        }
        var batch = all.slice(0, BATCH);
        var body = {
          load_id: shareLoad,
          fixes: batch.map(function (f) {
            var out = { client_id: f.client_id, lat: f.lat, lng: f.lng, recorded_at: f.recorded_at };
            if (f.accuracy_m != null) out.accuracy_m = f.accuracy_m;
            if (f.speed_kmh != null) out.speed_kmh = f.speed_kmh;
            if (f.heading != null) out.heading = f.heading;
            return out;
          }),
        };
        return fetch('/api/location/batch', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        })
          .then(function (r) {
            return r
              .json()
              .catch(function () {
                return {};
              })
              .then(function (j) {
                return { status: r.status, body: j };
              });
          })
          .then(function (res) {
            var ids = batch.map(function (f) {
              return f.client_id;
            });
            var error = res.body && res.body.error;
            if (res.status === 200) {
              backoff = 2000;
              return remove(ids).then(function () {
                var last = batch[batch.length - 1];
                if (sharing) say(msg('lastSent', 'Sharing. Last sent {time}.', { time: formatTime(last.recorded_at) }));
                sending = false;
                if (all.length > batch.length) flush();
              });
            }
            if (res.status === 400) {
              // A fix the server will never take (e.g. older than it keeps): drop it, send the rest.
              var bad = Object.keys((error && error.details) || {})
                .map(function (k) {
                  var m = /^fixes\.(\d+)\./.exec(k);
                  return m ? batch[Number(m[1])] : null;
                })
                .filter(Boolean)
                .map(function (f) {
                  return f.client_id;
                });
              return remove(bad.length ? bad : ids).then(function () {
                sending = false;
                flush();
              });
            }
            if (res.status === 401 || res.status === 403 || res.status === 404 || res.status === 409) {
              // The trip is over (or no longer this driver's): nothing queued for it can be sent.
              return remove(ids).then(function () {
                sending = false;
                stop((error && error.message) || msg('stopped', 'Sharing stopped.'));
              });
            }
            sending = false;
            retryLater(all.length);
          });
      })
      .catch(function () {
        sending = false;
        queued().then(function (all) {
          if (all.length) retryLater(all.length);
        });
      });
  }

  window.addEventListener('online', function () {
    backoff = 2000;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    flush();
  });

  // --- watching the position ---------------------------------------------------------
  var watchId = null;
  var pending = null;
  var lastTaken = 0;
  var timer = null;
  var wakeLock = null;

  var take = function (pos) {
    var c = pos.coords;
    var fix = { client_id: newId(), load_id: shareLoad, lat: c.latitude, lng: c.longitude, recorded_at: new Date(pos.timestamp || Date.now()).toISOString() };
    if (typeof c.accuracy === 'number' && Number.isFinite(c.accuracy) && c.accuracy >= 0) fix.accuracy_m = Math.min(c.accuracy, 100000);
    if (typeof c.speed === 'number' && Number.isFinite(c.speed) && c.speed >= 0) fix.speed_kmh = Math.min(c.speed * 3.6, 500);
    if (typeof c.heading === 'number' && Number.isFinite(c.heading) && c.heading >= 0) fix.heading = c.heading % 360;
    lastTaken = Date.now();
    enqueue(fix).then(flush, flush);
  };

  // Takes the newest pending position once 30 seconds have passed since the last one.
  var schedule = function () {
    if (watchId === null || !pending || timer) return;
    var wait = TAKE_EVERY_MS - (Date.now() - lastTaken);
    if (wait <= 0) {
      var p = pending;
      pending = null;
      take(p);
    } else {
      timer = setTimeout(function () {
        timer = null;
        schedule();
      }, wait);
    }
  };

  function stop(message) {
    sharing = false;
    setFlag(false);
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
    toggle.textContent = msg('start', 'Start sharing');
    say(message || msg('notSharing', 'Not sharing.'));
  }

  function start(resumed) {
    sharing = true;
    setFlag(true);
    say(resumed ? msg('resumed', 'Sharing resumed. Waiting for your location…') : msg('waiting', 'Waiting for your location…'));
    toggle.setAttribute('aria-pressed', 'true');
    toggle.textContent = msg('stop', 'Stop sharing');
    watchId = navigator.geolocation.watchPosition(
      function (pos) {
        pending = pos;
        schedule();
      },
      function (err) {
        if (err.code === 1) stop(msg('refused', 'Location permission was refused. Allow it in the browser settings to share your position.'));
        else say(msg('unavailable', 'Your location is not available right now; still trying.'));
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
  }

  toggle.addEventListener('click', function () {
    if (watchId !== null) stop(msg('stopped', 'Sharing stopped.'));
    else start(false);
  });

  // Sharing was on for this trip before the page (re)loaded: go on. Positions kept from before are sent.
  if (readFlags()[shareLoad]) start(true);
  flush();
})();
