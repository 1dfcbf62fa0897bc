// Inline in every page's head (index.html), before anything else runs: a tap on a control the
// HTML painted before the page's code has taken it over would do nothing, and a customer on a
// slow phone taps again and again. This keeps the last such tap and, once the page's render has
// replaced the painted control (or hydrated it), clicks the live control of the same name once:
// the one standing where the tap was, or else the only one of that name on the page. A link
// needs none of this: the browser follows it without code. A tap older than 10 s is dropped.
// Sent as it is written (its hash is in the page's script-src: security-headers.mjs).
/* global document, window, MutationObserver */
(function () {
  var CONTROLS =
    'button, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], summary';
  var KEPT_MS = 10000;
  var waiting = null;
  var watcher = null;
  var expiry = 0;

  function controlAt(node) {
    return node && node.closest ? node.closest(CONTROLS) : null;
  }
  function nameOf(control) {
    return control.getAttribute('aria-label') || control.textContent.trim();
  }
  // React marks the elements it has rendered or hydrated: those have their handlers
  function isLive(control) {
    for (var key in control) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }
  // a live control may first be drawn disabled (its page still reading what it needs)
  function isEnabled(control) {
    return !control.disabled && control.getAttribute('aria-disabled') !== 'true';
  }

  // the name first: it is the cheap test, and a page may hold a thousand controls
  function isTheOne(control) {
    return control && nameOf(control) === waiting.name && isEnabled(control) && isLive(control);
  }
  // the live page may place the control elsewhere (a section drawn above it, a wider layout):
  // then the one live control of that name on the page, if there is exactly one
  function onlyOneNamed() {
    var found = null;
    var controls = document.querySelectorAll(CONTROLS);
    for (var i = 0; i < controls.length; i++) {
      if (!isTheOne(controls[i]) || !controls[i].getClientRects().length) continue;
      if (found) return null;
      found = controls[i];
    }
    return found;
  }

  function replay() {
    if (!waiting) return;
    var control = controlAt(
      document.elementFromPoint(waiting.x - window.scrollX, waiting.y - window.scrollY),
    );
    if (!isTheOne(control)) control = onlyOneNamed();
    if (!control) return;
    stop();
    control.click();
  }
  function stop() {
    waiting = null;
    window.clearTimeout(expiry);
    if (watcher) watcher.disconnect();
    watcher = null;
  }

  document.addEventListener(
    'click',
    function (event) {
      var control = controlAt(event.target);
      if (!event.isTrusted || !control || isLive(control)) return;
      waiting = { x: event.pageX, y: event.pageY, name: nameOf(control), at: Date.now() };
      // the timer ends a wait no render ends
      window.clearTimeout(expiry);
      expiry = window.setTimeout(stop, KEPT_MS);
      if (watcher) return;
      watcher = new MutationObserver(replay);
      watcher.observe(document.documentElement, {
        childList: true,
        subtree: true,
        attributeFilter: ['disabled', 'aria-disabled'],
      });
    },
    true,
  );
})();
