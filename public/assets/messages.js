// Messages: live conversation and inbox (progressive enhancement; the pages and
// the send form work without this file). Every text from the server is set with
// textContent, never as HTML. Times it writes read like the pages' ("5 min ago", the exact India time
// on hover) and are written again every minute; counts use Indian grouping.
(function () {
  'use strict';
  var fm = window.fm;
  if (!fm) return;

  var formatTime = fm.formatTime;
  var grouped = function (n) {
    return Number(n).toLocaleString('en-IN');
  };
  // "just now", "5 min ago", "2 h ago", "yesterday", "3 days ago", then a date: the words of the pages' <TimeAgo>.
  var longAgo = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  var ago = function (iso, now) {
    var then = new Date(iso);
    if (Number.isNaN(then.getTime())) return '';
    var s = Math.round((now - then.getTime()) / 1000);
    if (s < 60) return 'just now';
    var m = Math.floor(s / 60);
    if (m < 60) return m + ' min ago';
    var h = Math.floor(m / 60);
    if (h < 24) return h + ' h ago';
    var d = Math.floor(h / 24);
    if (d === 1) return 'yesterday';
    if (d <= 30) return d + ' days ago';
    return longAgo.format(then);
  };
  // A <time datetime> reads how long ago it was, with the exact India time on hover.
  var setTime = function (t, iso) {
    t.setAttribute('datetime', iso);
    t.textContent = ago(iso, Date.now());
    var exact = formatTime(iso);
    if (exact) t.setAttribute('title', exact + ' IST');
  };
  // Relative times stay true while the page is open: every minute they are written again.
  var refreshTimes = function () {
    document.querySelectorAll('#messages time[datetime], #inbox time[datetime]').forEach(function (t) {
      var iso = t.getAttribute('datetime');
      if (iso) t.textContent = ago(iso, Date.now());
    });
  };
  setInterval(refreshTimes, 60 * 1000);
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }
  function refreshBadge() {
    fetch('/marketplace/notifications/count', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (r) {
        return r.ok ? r.json() : null;
      })
      .then(function (body) {
        if (body && body.data && typeof body.data.count === 'number' && fm.setBadge) fm.setBadge(body.data.count);
      })
      .catch(function () {});
  }

  // One conversation.
  var list = document.getElementById('messages');
  if (list) {
    var me = list.getAttribute('data-me');
    var other = list.getAttribute('data-counterpart');
    var otherName = list.getAttribute('data-counterpart-name') || '';
    var live = list.getAttribute('data-live') === 'yes';

    var has = function (id) {
      var items = list.querySelectorAll('li.msg');
      for (var i = 0; i < items.length; i++) if (items[i].getAttribute('data-id') === id) return true;
      return false;
    };

    var append = function (m) {
      if (!m || !m.id || has(m.id) || typeof m.content !== 'string') return;
      var empty = list.querySelector('.chat-empty');
      if (empty) empty.remove();
      var mine = m.sender_id === me;
      var li = el('li', 'msg ' + (mine ? 'mine' : 'theirs'));
      li.setAttribute('data-id', m.id);
      li.appendChild(el('p', 'msg-body', m.content));
      var meta = el('p', 'msg-meta');
      meta.appendChild(el('b', null, mine ? 'You' : otherName));
      meta.appendChild(document.createTextNode(' · '));
      var t = el('time');
      setTime(t, m.created_at);
      meta.appendChild(t);
      if (m.load_id) {
        meta.appendChild(document.createTextNode(' · '));
        var a = el('a', null, 'about a load');
        a.setAttribute('href', '/loads/' + encodeURIComponent(m.load_id));
        meta.appendChild(a);
      }
      li.appendChild(meta);
      list.appendChild(li);
      li.scrollIntoView({ block: 'nearest' });
      if (!mine) markRead(m.id);
    };

    var markRead = function (id) {
      fetch('/api/messages/read/' + encodeURIComponent(id), { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then(refreshBadge)
        .catch(function () {});
    };

    // A message too long to travel in the event is fetched with the newest page.
    var fetchNewest = function () {
      fetch('/api/messages/' + encodeURIComponent(other) + '?limit=20', { credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then(function (r) {
          return r.ok ? r.json() : null;
        })
        .then(function (body) {
          if (body && body.data) body.data.messages.forEach(append);
        })
        .catch(function () {});
    };

    // Opening the conversation marks it read (a POST; the page itself changes nothing).
    var markForm = document.getElementById('mark-read-form');
    if (markForm && live) {
      fetch(markForm.getAttribute('action'), { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then(function (r) {
          if (r.ok) {
            markForm.remove();
            refreshBadge();
          }
        })
        .catch(function () {});
    }

    if (live) {
      fm.on('message', function (m) {
        var inThisConversation = (m.sender_id === other && m.receiver_id === me) || (m.sender_id === me && m.receiver_id === other);
        if (!inThisConversation || has(m.id)) return;
        if (m.content_omitted) fetchNewest();
        else append(m);
      });
    }

    // Sending without a page reload; on a network failure the form is submitted normally.
    var form = document.getElementById('message-form');
    if (form && live && window.fetch) {
      var status = form.querySelector('.chat-status');
      var box = form.querySelector('textarea[name=content]');
      var loadInput = form.querySelector('input[name=load_id]');
      var button = form.querySelector('button[type=submit]');
      var say = function (text) {
        if (!status) return;
        status.textContent = text;
        status.hidden = !text;
      };
      form.addEventListener('submit', function (e) {
        if (!box) return;
        e.preventDefault();
        if (!box.value.trim()) {
          say('Write a message first.');
          box.focus();
          return;
        }
        var payload = { receiver_id: other, content: box.value };
        if (loadInput && loadInput.value) payload.load_id = loadInput.value;
        button.disabled = true;
        say('Sending…');
        fetch('/api/messages', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
        })
          .then(function (r) {
            return r.json().then(function (body) {
              return { ok: r.ok, body: body };
            });
          })
          .then(function (res) {
            button.disabled = false;
            if (res.ok && res.body && res.body.data) {
              append(res.body.data.message);
              box.value = '';
              say('');
            } else {
              say((res.body && res.body.error && res.body.error.message) || 'The message could not be sent.');
            }
          })
          .catch(function () {
            button.disabled = false;
            form.submit();
          });
      });
    }
  }

  // The inbox: the conversation with a new message moves to the top.
  var inbox = document.getElementById('inbox');
  if (inbox && inbox.getAttribute('data-page') === '1') {
    var self = inbox.getAttribute('data-me');
    fm.on('message', function (m) {
      var mine = m.sender_id === self;
      var who = mine ? m.receiver_id : m.sender_id;
      var name = mine ? m.receiver_name : m.sender_name;
      var row = null;
      var rows = inbox.querySelectorAll('li.inbox-row');
      for (var i = 0; i < rows.length; i++) if (rows[i].getAttribute('data-counterpart') === who) row = rows[i];
      if (!row) {
        row = el('li', 'inbox-row');
        row.setAttribute('data-counterpart', who);
        var a = el('a');
        a.setAttribute('href', '/messages/' + encodeURIComponent(who));
        var head = el('span', 'inbox-head');
        head.appendChild(el('b', 'inbox-name', name || 'New conversation'));
        head.appendChild(document.createTextNode(' '));
        var count = el('span', 'unread-count pill', '0 unread');
        count.setAttribute('data-count', '0');
        count.hidden = true;
        head.appendChild(count);
        head.appendChild(el('time', 'inbox-time muted'));
        a.appendChild(head);
        a.appendChild(el('span', 'inbox-preview'));
        row.appendChild(a);
        var empty = document.getElementById('inbox-empty');
        if (empty) empty.remove();
      }
      var text = m.content_omitted ? '(a long message)' : String(m.content || '').replace(/\s+/g, ' ');
      if (text.length > 120) text = text.slice(0, 119) + '…';
      row.querySelector('.inbox-preview').textContent = (mine ? 'You: ' : '') + text;
      var time = row.querySelector('.inbox-time');
      setTime(time, m.created_at);
      if (!mine) {
        var c = row.querySelector('.unread-count');
        var n = Number(c.getAttribute('data-count') || '0') + 1;
        c.setAttribute('data-count', String(n));
        c.textContent = grouped(n) + ' unread';
        c.hidden = false;
        row.classList.add('unread');
      }
      inbox.insertBefore(row, inbox.firstChild);
    });
  }
})();
