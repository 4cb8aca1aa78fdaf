// Chat import review table (progressive enhancement; the form works without this file):
// a live count of the ticked rows on the save button, a tick-all/untick-all switch, and a
// row ticks itself when one of its fields is edited.
(function () {
  'use strict';
  var table = document.querySelector('table.import-table');
  var count = document.getElementById('keep-count');
  if (!table || !count) return;
  var boxes = function () {
    return table.querySelectorAll('input.keep');
  };
  var update = function () {
    var n = 0;
    var all = boxes();
    for (var i = 0; i < all.length; i++) if (all[i].checked) n++;
    count.textContent = String(n);
    return n;
  };

  var toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'secondary small import-toggle';
  // The page gives the switch's words in the reader's language.
  toggle.textContent = table.getAttribute('data-toggle-label') || 'Tick all / untick all';
  toggle.addEventListener('click', function () {
    var all = boxes();
    var tick = update() < all.length;
    for (var i = 0; i < all.length; i++) all[i].checked = tick;
    update();
  });
  var wrap = table.closest('.table-wrap') || table;
  wrap.parentNode.insertBefore(toggle, wrap);

  table.addEventListener('change', function (e) {
    var t = e.target;
    if (!t || t.classList.contains('keep')) return update();
    var row = t.closest('tr');
    var box = row && row.querySelector('input.keep');
    if (box && !box.checked) box.checked = true;
    update();
  });
  update();
})();
