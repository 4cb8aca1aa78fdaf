// Progressive enhancement only: every page works without this file.
// 1. Live events: one EventSource per page; features subscribe with fm.on(type, fn).
// 2. The unread badge follows 'notification' events and /marketplace/notifications/count (asked once
//    per page, when the stream opens, and again only when it reconnects).
// 3. Forms with data-confirm ask before submitting.
// 4. fm.formatTime: the pages' time format for text the feature scripts write.
// 5. The header's menus (<details>, which open and close without this file): one open at a time, closed by
//    Escape (focus back on its button) or a click elsewhere; the page's own link is marked in the
//    navigation when the page did not say which section it is.
(function () {
  'use strict';
  var handlers = {};
  var fm = {
    on: function (type, fn) {
      if (!handlers[type]) handlers[type] = [];
      handlers[type].push(fn);
      if (source) attach(type);
    },
  };
  window.fm = fm;
  var source = null;
  var attached = {};

  function attach(type) {
    if (attached[type]) return;
    attached[type] = true;
    source.addEventListener(type, function (e) {
      var data = {};
      try {
        data = JSON.parse(e.data);
      } catch (_err) {
        return;
      }
      (handlers[type] || []).forEach(function (fn) {
        fn(data);
      });
    });
  }

  function setBadge(count) {
    var badge = document.getElementById('unread-badge');
    if (!badge) return;
    badge.textContent = Number(count).toLocaleString('en-IN');
    badge.setAttribute('data-count', String(count));
    badge.hidden = count <= 0;
  }
  fm.setBadge = setBadge;

  // A time as the pages show it (India time, "24 Nov, 4:05 pm"); '' for a bad value.
  var timeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
  fm.formatTime = function (iso) {
    var d = new Date(iso);
    return Number.isNaN(d.getTime()) ? '' : timeFormat.format(d);
  };

  function refreshCount() {
    fetch('/marketplace/notifications/count', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (r) {
        return r.ok ? r.json() : null;
      })
      .then(function (body) {
        if (body && body.data) setBadge(body.data.count);
      })
      .catch(function () {});
  }

  function setUpMenus() {
    var menus = Array.prototype.slice.call(document.querySelectorAll('details.menu'));
    function close(except) {
      menus.forEach(function (m) {
        if (m !== except) m.open = false;
      });
    }
    menus.forEach(function (m) {
      m.addEventListener('toggle', function () {
        if (m.open) close(m);
      });
    });
    document.addEventListener('click', function (e) {
      menus.forEach(function (m) {
        if (m.open && !m.contains(e.target)) m.open = false;
      });
    });
    document.addEventListener('keydown', function (e) {
      if (e.key !== 'Escape') return;
      menus.forEach(function (m) {
        if (!m.open) return;
        m.open = false;
        var summary = m.querySelector('summary');
        if (summary) summary.focus();
      });
    });
    if (!document.querySelector('header a[aria-current="page"], .tabbar a[aria-current="page"]')) {
      var here = window.location.pathname;
      document.querySelectorAll('header nav a, .tabbar a').forEach(function (a) {
        if (a.getAttribute('href') === here) a.setAttribute('aria-current', 'page');
      });
    }
  }

  document.addEventListener('DOMContentLoaded', function () {
    setUpMenus();
    document.querySelectorAll('form[data-confirm]').forEach(function (form) {
      form.addEventListener('submit', function (e) {
        if (!window.confirm(form.getAttribute('data-confirm'))) e.preventDefault();
      });
    });
    if (document.body.getAttribute('data-signed-in') !== 'yes' || !window.EventSource) return;
    source = new EventSource('/events');
    fm.source = source;
    Object.keys(handlers).forEach(attach);
    fm.on('notification', function (data) {
      if (typeof data.unread_count === 'number') setBadge(data.unread_count);
      else refreshCount();
    });
    // The count is asked once per page, when the stream opens (events from then on keep it), and again
    // only after the stream reconnects, since events may have been missed meanwhile.
    source.addEventListener('open', refreshCount);
    // The server ended this stream for good (signed out, session expired, too many tabs): do not reconnect.
    source.addEventListener('end', function () {
      source.close();
    });
  });
})();
