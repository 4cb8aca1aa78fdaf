// The installable app: registers the service worker (/sw.js, scope /) where the browser has them, and
// offers an "Install app" button when the browser says the app can be installed (beforeinstallprompt).
// The button goes into the page's element with id "install-slot" when there is one. Nothing here is
// needed for any page to work.
(function () {
  'use strict';
  if (window.fbPwa) return;
  window.fbPwa = true;

  if ('serviceWorker' in navigator) {
    var register = function () {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {
        // No service worker (private mode, blocked): the site works as before, only not offline.
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register);
  }

  var deferred = null;
  var button = null;

  function hide() {
    var slot = document.getElementById('install-slot');
    if (slot) slot.hidden = true;
    deferred = null;
  }

  function show() {
    var slot = document.getElementById('install-slot');
    if (!slot) return;
    if (!button) {
      var text = document.createElement('p');
      text.textContent = 'Add FreightBazaar to your home screen: it opens like an app, full screen.';
      button = document.createElement('button');
      button.type = 'button';
      button.className = 'install-button';
      button.textContent = 'Install app';
      button.addEventListener('click', function () {
        if (!deferred) return;
        var prompt = deferred;
        deferred = null;
        prompt.prompt();
        prompt.userChoice.then(hide, hide);
      });
      slot.appendChild(text);
      slot.appendChild(button);
    }
    slot.hidden = false;
  }

  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    deferred = event;
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
    else show();
  });
  window.addEventListener('appinstalled', hide);
})();
