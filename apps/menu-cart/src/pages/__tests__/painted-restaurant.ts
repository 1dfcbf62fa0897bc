// The page's HTML as the page server sends a restaurant's page (build-config/page-html.mjs),
// before the scripts start: menu-cart's first paint of it with the restaurant's details in the
// frame's main region, its styles in the head. Imported first, so page-first-paint.tsx reads it
// as it would on the page.
window.history.replaceState(null, '', '/restaurant-details/1/menu');
document.head.innerHTML = '<style id="page-first-paint-style">h1 { color: teal }</style>';
document.body.innerHTML =
  '<div id="root"><main><div id="page-first-paint"><h1>Painted Grill</h1></div></main></div>';
