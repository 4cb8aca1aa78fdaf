// The load form's lane rate (the LaneRateNote with id "lane-rate"): when the
// pickup city, delivery city or truck type changes, the rate of the lane they
// name is asked of GET /api/lanes/rate and the note is drawn again from the
// answer's `text` lines (already in the page's language). A lane the API does
// not know (a city outside the gazetteer, no truck type yet) hides the note.
// Without JavaScript the note is the one the server drew with the form.
// Server text is set with textContent only.
(function () {
  'use strict';
  var note = document.getElementById('lane-rate');
  if (!note || !note.closest) return;
  var form = note.closest('form');
  if (!form) return;
  var field = function (name) {
    return form.elements.namedItem(name);
  };
  var asked = 0;

  function draw(lines, enough) {
    while (note.firstChild) note.removeChild(note.firstChild);
    var title = document.createElement('strong');
    title.textContent = note.getAttribute('data-title') || '';
    note.appendChild(title);
    var list = document.createElement('ul');
    lines.forEach(function (line) {
      var item = document.createElement('li');
      item.textContent = line;
      list.appendChild(item);
    });
    note.appendChild(list);
    note.classList.toggle('muted', !enough);
    note.hidden = false;
  }

  function update() {
    var origin = field('origin'),
      destination = field('destination'),
      truck = field('truck_type');
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
        var data = body && body.data;
        if (!data || !Array.isArray(data.text)) {
          note.hidden = true;
          return;
        }
        draw(data.text, Boolean(data.last_30_days.enough || data.last_90_days.enough));
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
