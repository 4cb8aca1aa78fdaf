// Escrow pages, progressive enhancement only (every page works without this file):
// 1. balances follow 'escrow' live events (sent when a movement on this account commits);
// 2. the payout form shows only the fields of the chosen method (none while the remembered destination is chosen);
// 3. a deposit's page waiting for the payment reloads when the balance moves (the gateway's webhook credited it).
(function () {
  'use strict';
  var rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  function format(value) {
    var text = Number.isInteger(value) ? rupees.format(value) : value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return '₹' + text;
  }
  if (window.fm) {
    window.fm.on('escrow', function (data) {
      ['available', 'held', 'reserved'].forEach(function (bucket) {
        if (typeof data[bucket] !== 'number') return;
        document.querySelectorAll('[data-balance="' + bucket + '"]').forEach(function (el) {
          el.textContent = format(data[bucket]);
        });
      });
      var deposit = document.getElementById('deposit');
      if (deposit && deposit.getAttribute('data-status') !== 'credited') window.location.reload();
    });
  }
  document.addEventListener('DOMContentLoaded', function () {
    var form = document.getElementById('payout-form');
    if (!form) return;
    var method = form.querySelector('select[name="method"]');
    if (!method) return;
    var fresh = form.querySelector('[data-destination="new"]');
    var choices = form.querySelectorAll('input[name="destination"]');
    function sync() {
      form.querySelectorAll('fieldset[data-method]').forEach(function (fs) {
        fs.hidden = fs.getAttribute('data-method') !== method.value;
      });
      // With a remembered destination chosen, the fields of another one are not asked for.
      var saved = form.querySelector('input[name="destination"][value="saved"]');
      if (fresh) fresh.hidden = Boolean(saved && saved.checked);
    }
    method.addEventListener('change', sync);
    choices.forEach(function (c) {
      c.addEventListener('change', sync);
    });
    sync();
  });
})();
