// The load form's lane rate (the LaneRateNote with id "lane-rate"): when the
// pickup city, delivery city or truck type changes, the rate of the lane they
// name is asked of GET /api/lanes/rate and the note is drawn again from the
// answer's numbers with the note's own templates (data-t-*, written by the
// server in the page's language; the JSON holds numbers only). Amounts are
// whole rupees with Indian grouping, as the server writes them. A lane the API
// does not know (a city outside the gazetteer, no truck type yet) hides the
// note. Without JavaScript the note is the one the server drew with the form.
// Text is set with textContent only.
(function () {
  'use strict';
  var note = document.getElementById('lane-rate');
  if (!note || !note.closest) return;
  var form = note.closest('form');
  if (!form) return;
  var grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  var asked = 0;

  function field(name) {
    return form.elements.namedItem(name);
  }
  function fill(template, values) {
    return (note.getAttribute('data-t-' + template) || '').replace(/\{(\w+)\}/g, function (all, key) {
      return Object.hasOwn(values, key) ? String(values[key]) : all;
    });
  }
  function rupees(paise) {
    return '₹' + grouping.format(Math.round(paise / 100));
  }
  function spread(template, s) {
    return fill(template, { median: rupees(s.median_paise), low: rupees(s.p25_paise), high: rupees(s.p75_paise) });
  }
  function lines(data) {
    var out = [];
    [data.last_30_days, data.last_90_days].forEach(function (w) {
      if (!w.per_tonne) return;
      var line = fill('window', { days: w.days, n: w.trips }) + ': ' + spread('per-tonne', w.per_tonne);
      if (w.per_km) line += ' · ' + spread('per-km', w.per_km);
      out.push(line);
    });
    if (!out.length) out.push(fill('not-enough', { days: data.last_90_days.days, n: data.last_90_days.trips, min: data.min_trips }));
    return out;
  }
  function draw(data) {
    var rows = lines(data);
    var enough = Boolean(data.last_30_days.per_tonne || data.last_90_days.per_tonne);
    while (note.firstChild) note.removeChild(note.firstChild);
    var title = document.createElement('strong');
    title.textContent = note.getAttribute('data-title') || '';
    note.appendChild(title);
    var list = document.createElement('ul');
    rows.forEach(function (row) {
      var item = document.createElement('li');
      item.textContent = row;
      list.appendChild(item);
    });
    note.appendChild(list);
    if (enough) {
      var hint = document.createElement('small');
      hint.className = 'muted';
      hint.textContent = note.getAttribute('data-t-hint') || '';
      note.appendChild(hint);
    }
    note.classList.toggle('muted', !enough);
    note.hidden = false;
  }

  function update() {
    var origin = field('origin');
    var destination = field('destination');
    var truck = field('truck_type');
    if (!origin || !destination || !truck || !origin.value.trim() || !destination.value.trim() || !truck.value) {
      note.hidden = true;
      return;
    }
    var mine = ++asked;
    var query = new URLSearchParams({ origin: origin.value.trim(), destination: destination.value.trim(), truck_type: truck.value });
    fetch('/api/lanes/rate?' + query.toString(), { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (body) {
        if (mine !== asked) return;
        if (!body || !body.data || !body.data.last_90_days) {
          note.hidden = true;
          return;
        }
        draw(body.data);
      })
      .catch(function () {
        if (mine === asked) note.hidden = true;
      });
  }

  ['origin', 'destination', 'truck_type'].forEach(function (name) {
    var input = field(name);
    if (input) input.addEventListener('change', update);
  });
})();
