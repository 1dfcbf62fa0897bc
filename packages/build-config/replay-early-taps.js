// Inline in every page's head (index.html), before anything else runs: a tap on a control the
// HTML painted before the page's code has taken it over would do nothing, and a customer on a
// slow phone taps again and again. This keeps the last such tap and, once the page's render has
// replaced the painted control (or hydrated it), clicks the live control of the same name once:
// the one standing where the tap was, or else the only one of that name on the page. A link
// needs none of this: the browser follows it without code. A tap older than 10 s is dropped.
// A press on a painted control that the page drew afresh before its release counts as a tap.
// Text typed into a painted field (the dish search) is entered into the live field of the same
// name once there is one, as if typed there: the page's code hears it.
// Sent as written but for its comment lines, which must be whole lines (head-scripts.mjs); its
// hash is in the page's script-src (page-server content-security-policy.ts).
/* global document, window, MutationObserver */
(function () {
  var CONTROLS =
    'button, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="combobox"], summary';
  var FIELDS = 'input[type="search"], input[type="text"], input:not([type]), textarea';
  var KEPT_MS = 10000;
  // typing takes longer than a tap, and a customer who typed a word still wants it
  var TYPED_KEPT_MS = 30000;
  var waiting = null;
  // The page's first commit has run its effects (app-frame's AppProviders). Until then a
  // control React has already claimed may still do nothing: what its handler asks of the page
  // (the Log In dialog a visitor's tap opens, say) is set up by an effect of that commit. So
  // every tap before it is kept, and done once it has run.
  var hydrated = false;
  // text typed into painted fields, by the field's name, until a live field takes it
  var typed = Object.create(null);
  var typedCount = 0;
  var watcher = null;
  var expiry = 0;
  var typedExpiry = 0;

  function controlAt(node) {
    return node && node.closest ? node.closest(CONTROLS) : null;
  }
  function nameOf(control) {
    return control.getAttribute('aria-label') || control.textContent.trim();
  }
  function fieldName(field) {
    return field.getAttribute('aria-label') || field.getAttribute('placeholder') || field.name;
  }
  // React marks the elements it has rendered or hydrated: those have their handlers
  function isLive(control) {
    if (!hydrated) return false;
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
    if (typedCount) enterTyped();
    if (!waiting) return;
    var control = controlAt(
      document.elementFromPoint(waiting.x - window.scrollX, waiting.y - window.scrollY),
    );
    if (!isTheOne(control)) control = onlyOneNamed();
    if (!control) return;
    var tap = waiting;
    stopTap();
    control.click();
    // React could not hydrate the painted page as it was and drew it afresh (a mismatch): the
    // tap waits for the new control of its name
    if (!control.isConnected) keep(tap);
  }

  // As the customer would have typed it into the live field: React hears an input event only
  // for a value it did not set itself, so the field is first emptied through React's own setter
  // (hydration may have kept the typed text in it) and then given the text by the DOM's.
  function enter(field, text) {
    var proto = Object.getPrototypeOf(field);
    field.value = '';
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === document.body) field.focus({ preventScroll: true });
  }
  function enterTyped() {
    var fields = document.querySelectorAll(FIELDS);
    for (var i = 0; i < fields.length; i++) {
      var name = fieldName(fields[i]);
      if (name in typed && isLive(fields[i])) {
        var text = typed[name];
        delete typed[name];
        typedCount -= 1;
        enter(fields[i], text);
      }
    }
    if (!waiting && !typedCount) stopWatching();
  }

  function keep(tap) {
    waiting = tap;
    // the timer ends a wait no render ends
    window.clearTimeout(expiry);
    expiry = window.setTimeout(stopTap, KEPT_MS - (Date.now() - tap.at));
    watch();
  }
  function stopTap() {
    waiting = null;
    window.clearTimeout(expiry);
    if (!typedCount) stopWatching();
  }
  function forgetTyped() {
    typed = Object.create(null);
    typedCount = 0;
    if (!waiting) stopWatching();
  }
  function stopWatching() {
    if (watcher) watcher.disconnect();
    watcher = null;
  }
  // until the page's render has taken the painted controls over
  function watch() {
    if (watcher) return;
    watcher = new MutationObserver(replay);
    watcher.observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributeFilter: ['disabled', 'aria-disabled'],
    });
  }

  // React could not hydrate the painted page as it stood (a mismatch) and drew it afresh while a
  // finger was down: pressed on the painted control, released on the new one, the browser fires
  // no click at all. A press on a painted control that is gone at its release is kept as a tap,
  // unless a click comes for it after all (in the same task as the release).
  var pressed = null;
  var unclicked = 0;
  document.addEventListener(
    'pointerdown',
    function (event) {
      var control = controlAt(event.target);
      pressed =
        event.isTrusted && control && !isLive(control)
          ? { control: control, tap: { x: event.pageX, y: event.pageY, name: nameOf(control) } }
          : null;
    },
    true,
  );
  document.addEventListener(
    'pointerup',
    function () {
      var press = pressed;
      pressed = null;
      if (!press || press.control.isConnected) return;
      unclicked = window.setTimeout(function () {
        press.tap.at = Date.now();
        keep(press.tap);
        // once the page is live no render may follow to replay it: now
        if (hydrated) replay();
      }, 0);
    },
    true,
  );

  document.addEventListener(
    'click',
    function (event) {
      window.clearTimeout(unclicked);
      var control = controlAt(event.target);
      if (!event.isTrusted || !control || isLive(control)) return;
      // kept for the live control alone: not a native default of the painted one (a form's
      // submit would load the page again), nor React's while it hydrates the page around it
      event.preventDefault();
      event.stopImmediatePropagation();
      keep({ x: event.pageX, y: event.pageY, name: nameOf(control), at: Date.now() });
    },
    true,
  );
  // A page the server rendered keeps its elements as the browser hydrates them: no mutation says
  // when they are live. The page's first commit (app-frame's AppProviders) says so once its
  // effects have run; the kept tap and the text typed early are done then. React ignores a click
  // made during that commit's effects: the next task. The page says it is live
  // (html[data-live]), for whatever waits to use it (browser tests).
  document.addEventListener('island-eats:hydrated', function () {
    hydrated = true;
    document.documentElement.setAttribute('data-live', '');
    window.setTimeout(replay, 0);
  });
  document.addEventListener(
    'input',
    function (event) {
      var field = event.target;
      if (!event.isTrusted || !field.matches || !field.matches(FIELDS) || isLive(field)) return;
      if (!(fieldName(field) in typed)) typedCount += 1;
      typed[fieldName(field)] = field.value;
      window.clearTimeout(typedExpiry);
      typedExpiry = window.setTimeout(forgetTyped, TYPED_KEPT_MS);
      watch();
    },
    true,
  );
})();
