// The page's HTML as restro-menu's server sends an outlet's menu page (build-config's
// page-html.mjs and page-renderer.mjs), before the scripts start: the page's first paint with
// menu-cart's menu painted in it, their styles in the head. Imported first, so
// page-first-paint.tsx reads it as it would on the page.
window.history.replaceState(null, '', '/restro-menu/1');
document.head.innerHTML = '<style id="page-first-paint-style">h3 { color: teal }</style>';
document.body.innerHTML =
  '<div id="root"><div id="page-first-paint"><h1>Cruzan Grill</h1>' +
  '<div data-first-paint-part="menu_cart/outlet-menu"><h3>Classic Cheeseburger</h3></div>' +
  '</div></div>';
