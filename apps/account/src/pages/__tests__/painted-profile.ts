// The page's HTML as the page server sends a customer's /profile (build-config/page-html.mjs),
// before the scripts start: account's first paint of it with their data in the frame's main
// region, its styles in the head. Imported first, so app-frame's page-first-paint.tsx reads it
// as it would on the page.
window.history.replaceState(null, '', '/profile');
document.head.innerHTML = '<style id="page-first-paint-style">h1 { color: teal }</style>';
document.body.innerHTML =
  '<div id="root"><main><div id="page-first-paint"><h2>Painted History</h2></div></main></div>';
