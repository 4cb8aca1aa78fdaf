// Tracking map (progressive enhancement: the page shows the last position as
// text without this file). Draws the trail and the latest fix with Leaflet and
// follows 'location' live events. The driver's share toggle is
// location-share.js. Server text is set with textContent only.
(function () {
  'use strict';
  var formatTime = function (iso) {
    return window.fm ? window.fm.formatTime(iso) : '';
  };
  function coords(lat, lng) {
    return Number(lat).toFixed(5) + ', ' + Number(lng).toFixed(5);
  }
  function setText(id, text) {
    var e = document.getElementById(id);
    if (e) e.textContent = text;
  }

  // The "Last position" facts, also updated live.
  function showFix(fix) {
    var none = document.getElementById('fix-none');
    var facts = document.getElementById('fix-facts');
    if (none) none.hidden = true;
    if (facts) facts.hidden = false;
    var time = document.getElementById('fix-time');
    if (time) {
      time.textContent = formatTime(fix.recorded_at);
      time.setAttribute('datetime', fix.recorded_at);
    }
    setText('fix-coords', coords(fix.lat, fix.lng));
    setText('fix-speed', fix.speed_kmh != null ? Math.round(fix.speed_kmh) + ' km/h' : '—');
    setText('fix-accuracy', fix.accuracy_m != null ? '± ' + Math.round(fix.accuracy_m) + ' m' : '—');
  }

  var mapEl = document.getElementById('map');
  var loadId = mapEl ? mapEl.getAttribute('data-load-id') : null;
  var latestAt = '';

  if (mapEl && window.L) {
    var L = window.L;
    var map = L.map(mapEl, { scrollWheelZoom: false }).setView([22.5, 79], 4);
    var tileUrl = mapEl.getAttribute('data-tile-url');
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 19, attribution: mapEl.getAttribute('data-attribution') || '' }).addTo(map);
    var trail = L.polyline([], { color: '#0b5cad', weight: 4, opacity: 0.8 }).addTo(map);
    var marker = null;
    var label = document.createElement('span');
    label.className = 'fix-label';

    var placeLatest = function (fix) {
      var at = [fix.lat, fix.lng];
      label.textContent = 'Last fix ' + formatTime(fix.recorded_at);
      mapEl.setAttribute('data-marker', coords(fix.lat, fix.lng));
      if (!marker) {
        marker = L.marker(at, { title: 'Truck', alt: 'Truck position', keyboard: false }).addTo(map);
        marker.bindTooltip(label);
      } else {
        marker.setLatLng(at);
      }
    };
    var fit = function () {
      var points = trail.getLatLngs();
      if (points.length > 1) map.fitBounds(trail.getBounds(), { padding: [24, 24], maxZoom: 15 });
      else if (points.length === 1) map.setView(points[0], 13);
    };

    // Live fixes that arrive before the trail has loaded wait for it.
    var loaded = false;
    var queued = [];
    var addLive = function (fix) {
      trail.addLatLng([fix.lat, fix.lng]);
      // A fix taken earlier (sent late from a phone that was offline) extends the trail only.
      if (fix.recorded_at >= latestAt) {
        latestAt = fix.recorded_at;
        placeLatest(fix);
        showFix(fix);
        map.panTo([fix.lat, fix.lng]);
      }
    };

    fetch(mapEl.getAttribute('data-api'), { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(function (r) {
        return r.ok ? r.json() : null;
      })
      .then(function (body) {
        if (!body || !body.data) {
          loaded = true;
          queued.forEach(addLive);
          queued = [];
          return;
        }
        body.data.trail.forEach(function (f) {
          trail.addLatLng([f.lat, f.lng]);
        });
        if (body.data.latest && body.data.latest.recorded_at >= latestAt) {
          latestAt = body.data.latest.recorded_at;
          placeLatest(body.data.latest);
        }
        var known = {};
        body.data.trail.forEach(function (f) {
          known[f.id] = true;
        });
        loaded = true;
        queued.forEach(function (f) {
          if (!known[f.id]) addLive(f);
        });
        queued = [];
        fit();
        mapEl.setAttribute('data-ready', 'yes');
      })
      .catch(function () {
        loaded = true;
      });

    if (window.fm) {
      window.fm.on('location', function (fix) {
        if (fix.load_id !== loadId) return;
        if (loaded) addLive(fix);
        else queued.push(fix);
      });
    }
  } else if (window.fm && loadId) {
    window.fm.on('location', function (fix) {
      if (fix.load_id === loadId) showFix(fix);
    });
  }
})();
