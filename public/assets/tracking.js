// Tracking map (progressive enhancement: without this file the page shows the
// summary, where the truck is, last seen, distance left and ETA, and the recent
// positions as text). Draws the pickup, the destination, the route so far and
// the last position with Leaflet, and redraws the page's summary from the JSON
// API when a 'location' live event arrives and once a minute ("last seen"
// ages). When the map background (tiles) cannot load, a note says so and the
// markers and the route still show on a plain background. Server text is set
// with textContent only.
(function () {
  'use strict';
  var REFRESH_MS = 60000;
  var formatTime = function (iso) {
    return window.fm ? window.fm.formatTime(iso) : '';
  };
  function coords(lat, lng) {
    return Number(lat).toFixed(5) + ', ' + Number(lng).toFixed(5);
  }
  function el(id) {
    return document.getElementById(id);
  }
  // The words this script writes come from the page, in its language (the map's data-messages, a JSON
  // object of templates with {n}-style holes; a plural is { one, other }); English when absent.
  var messages = null;
  function msg(name, english, vars, count) {
    if (messages === null) {
      try {
        var m = el('map');
        messages = JSON.parse((m && m.getAttribute('data-messages')) || '{}') || {};
      } catch (_e) {
        messages = {};
      }
    }
    var text = messages[name];
    if (text && typeof text === 'object') text = count === 1 ? text.one : text.other;
    if (typeof text !== 'string') text = english;
    return text.replace(/\{(\w+)\}/g, function (whole, key) {
      return vars && key in vars ? String(vars[key]) : whole;
    });
  }
  function setText(id, text) {
    var e = el(id);
    if (e) e.textContent = text;
  }
  function show(id, on) {
    var e = el(id);
    if (e) e.hidden = !on;
  }
  function capitalize(t) {
    return t ? t.charAt(0).toUpperCase() + t.slice(1) : '';
  }
  // The pages' relative time (lib/words.ts timeAgo).
  function timeAgo(iso) {
    var s = Math.round((Date.now() - new Date(iso).getTime()) / 1000);
    if (s < 60) return msg('justNow', 'just now');
    var m = Math.floor(s / 60);
    if (m < 60) return msg('minAgo', '{n} min ago', { n: m });
    var h = Math.floor(m / 60);
    if (h < 24) return msg('hoursAgo', '{n} h ago', { n: h });
    var d = Math.floor(h / 24);
    return d === 1 ? msg('yesterday', 'yesterday') : msg('daysAgo', '{n} days ago', { n: d }, d);
  }
  function duration(ms) {
    var min = Math.max(0, Math.round(ms / 60000));
    if (min < 60) return msg('aboutMin', 'about {n} min', { n: min });
    var h = Math.round(min / 60);
    if (h < 24) return msg('aboutHours', 'about {n} h', { n: h });
    var d = Math.floor(h / 24);
    if (h % 24) return msg('aboutDaysHours', d === 1 ? 'about {d} day {h} h' : 'about {d} days {h} h', { d: d, h: h % 24 }, d);
    return msg('aboutDays', d === 1 ? 'about {d} day' : 'about {d} days', { d: d }, d);
  }

  // The summary above the map and the "Last position in detail" facts.
  function showSummary(data) {
    var summary = el('track-summary');
    var staleAfter = summary ? summary.getAttribute('data-stale-after') : '30';
    var fix = data.last_fix;
    show('sum-where', !!data.place);
    show('sum-none', !data.place);
    setText('sum-place', capitalize(data.place || ''));
    var seen = el('sum-seen');
    if (seen && data.last_seen_at) {
      var t = document.createElement('time');
      t.setAttribute('datetime', data.last_seen_at);
      t.setAttribute('title', formatTime(data.last_seen_at) + ' IST');
      t.textContent = timeAgo(data.last_seen_at);
      seen.replaceChildren(t);
    }
    show('sum-stale', !!data.stale);
    setText(
      'sum-stale',
      data.last_seen_at
        ? msg('stale', 'No new position for over ' + staleAfter + ' min: the phone may be offline or sharing off.')
        : msg('staleNone', "The trip is under way but the driver's phone has not shared a position yet."),
    );
    show('sum-left', data.distance_left_km != null);
    if (data.distance_left_km != null) {
      var km = msg('km', '{n} km', { n: Number(data.distance_left_km).toLocaleString('en-IN') });
      setText('sum-km', msg('toGo', '{km} to go', { km: km }));
      setText('sum-eta', data.eta ? msg('eta', 'ETA {time} ({duration})', { time: formatTime(data.eta), duration: duration(new Date(data.eta).getTime() - Date.now()) }) : '');
    }
    if (!fix) return;
    show('fix-none', false);
    show('fix-facts', true);
    var time = el('fix-time');
    if (time) {
      time.textContent = formatTime(fix.recorded_at);
      time.setAttribute('datetime', fix.recorded_at);
    }
    setText('fix-coords', coords(fix.lat, fix.lng));
    setText('fix-speed', fix.speed_kmh != null ? msg('speed', '{n} km/h', { n: Math.round(fix.speed_kmh) }) : '—');
    setText('fix-accuracy', fix.accuracy_m != null ? msg('accuracy', '± {n} m', { n: Math.round(fix.accuracy_m) }) : '—');
  }

  var mapEl = el('map');
  if (!mapEl) return;
  var loadId = mapEl.getAttribute('data-load-id');
  var api = mapEl.getAttribute('data-api');
  var draw = function () {};

  if (window.L) {
    var L = window.L;
    var map = L.map(mapEl, { scrollWheelZoom: false }).setView([22.5, 79], 4);
    var note = el('map-note');
    var tileUrl = mapEl.getAttribute('data-tile-url');
    if (tileUrl) {
      var tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: mapEl.getAttribute('data-attribution') || '' });
      tiles.on('tileerror', function () {
        mapEl.classList.add('no-tiles');
        if (note) note.hidden = false;
      });
      tiles.addTo(map);
    }
    var place = function (attr, nameAttr, cls, fill) {
      var v = mapEl.getAttribute(attr);
      if (!v) return null;
      var ll = v.split(',').map(Number);
      var m = L.circleMarker(ll, { radius: 9, weight: 3, className: cls, color: '#fff', fillColor: fill, fillOpacity: 1 }).addTo(map);
      m.bindTooltip(mapEl.getAttribute(nameAttr) || '', { permanent: true, direction: 'top', offset: [0, -8], className: 'place-label' });
      return ll;
    };
    var ends = [place('data-origin', 'data-origin-name', 'place-origin', '#1f7a3a'), place('data-destination', 'data-destination-name', 'place-destination', '#b3261e')].filter(Boolean);
    var trail = L.polyline([], { color: '#0b5cad', weight: 4, opacity: 0.85, className: 'track-trail' }).addTo(map);
    var marker = null;
    var label = document.createElement('span');
    label.className = 'fix-label';
    var fitted = false;

    draw = function (data) {
      trail.setLatLngs(
        data.trail.map(function (f) {
          return [f.lat, f.lng];
        }),
      );
      var fix = data.last_fix;
      if (fix) {
        label.textContent = capitalize(data.place || '') + ' · ' + timeAgo(fix.recorded_at);
        mapEl.setAttribute('data-marker', coords(fix.lat, fix.lng));
        if (!marker) {
          marker = L.marker([fix.lat, fix.lng], { title: msg('truck', 'Truck'), alt: msg('truckPosition', 'Truck position'), keyboard: false }).addTo(map);
          marker.bindTooltip(label);
        } else {
          marker.setLatLng([fix.lat, fix.lng]);
        }
      }
      if (!fitted) {
        // The first view holds the pickup, the destination and the route so far.
        fitted = true;
        var points = ends.concat(trail.getLatLngs());
        if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [28, 28], maxZoom: 13 });
        else if (points.length === 1) map.setView(points[0], 11);
      } else if (fix) {
        map.panTo([fix.lat, fix.lng]);
      }
    };
  }

  var fetching = false;
  var again = false;
  var refresh = function () {
    if (fetching) {
      again = true;
      return;
    }
    fetching = true;
    fetch(api, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(function (r) {
        return r.ok ? r.json() : null;
      })
      .then(function (body) {
        if (body && body.data) {
          draw(body.data);
          showSummary(body.data);
          mapEl.setAttribute('data-ready', 'yes');
        }
      })
      .catch(function () {})
      .then(function () {
        fetching = false;
        if (again) {
          again = false;
          refresh();
        }
      });
  };

  refresh();
  setInterval(refresh, REFRESH_MS);
  if (window.fm) {
    // A batch of fixes sent late arrives as many events: one redraw for them.
    var pending = null;
    window.fm.on('location', function (fix) {
      if (fix.load_id !== loadId || pending) return;
      pending = setTimeout(function () {
        pending = null;
        refresh();
      }, 300);
    });
  }
})();
