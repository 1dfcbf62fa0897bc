// A page's starter (scripts-after-paint-plugin.mjs). The page's code waits in its HTML, inert, in
// `<template id="after-paint">`: its scripts (`<script defer>`), its preloads and those of the
// page's remote (page-html.mjs). Once the HTML's own paint is on screen (its first contentful
// paint and the pictures in sight) this asks for them: the scripts run in their order, as
// deferred scripts would. On a phone the paint's pictures thus come first, and the code right
// after; a visitor's first tap or key asks for it at once. When all of it has come (or failed),
// its `<html>` element gets `data-code="loaded"` and the window an `after-paint-load` event
// (ui's afterPageLoad: the page's `load` event may now come before its code).
// Sent as it is written, minified (not bundled): for any browser the site supports.
/* global document, window, requestAnimationFrame */
(function () {
  var started = false;

  function start() {
    if (started) return;
    started = true;
    var parts = document.getElementById('after-paint').content.children;
    // each part, and this loop: a page without code has come at its end
    var coming = parts.length + 1;
    var come = function () {
      coming -= 1;
      if (coming > 0) return;
      document.documentElement.dataset.code = 'loaded';
      window.dispatchEvent(new Event('after-paint-load'));
    };
    for (var i = 0; i < parts.length; i += 1) {
      var part = parts[i];
      if (part.tagName === 'SCRIPT') {
        part = document.createElement('script');
        part.src = parts[i].getAttribute('src');
        // run in their order, as the deferred scripts they stand for would
        part.async = false;
      } else {
        part = document.importNode(part, true);
      }
      part.onload = part.onerror = come;
      document.head.appendChild(part);
    }
    come();
  }

  /** A picture of the first screen still on its way (those below it are no part of the paint). */
  function loadingInSight(image) {
    if (image.complete) return false;
    var box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  }

  /** Frame by frame until the pictures in sight have come (or failed): then after that frame. */
  function whenPicturesShown(root) {
    var loading = [].some.call(root.querySelectorAll('img'), loadingInSight);
    requestAnimationFrame(function () {
      if (started) return;
      if (loading) whenPicturesShown(root);
      else setTimeout(start, 0);
    });
  }

  var root = document.getElementById('root');
  // nothing painted to wait for, no paint coming while the tab is out of sight, or no telling
  // (a tab hidden later paints once shown again: its paint is waited for, or the timer below)
  if (
    !root.firstElementChild ||
    document.visibilityState === 'hidden' ||
    (window.PerformanceObserver?.supportedEntryTypes || []).indexOf('paint') < 0
  ) {
    return start();
  }
  setTimeout(start, 2500);
  // (a tap on the painted page does nothing until the code has come: it comes at once)
  document.addEventListener('pointerdown', start, { capture: true, once: true });
  document.addEventListener('keydown', start, { capture: true, once: true });
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    whenPicturesShown(root);
  }).observe({ type: 'paint', buffered: true });
})();
