import { Route, Routes, useLocation } from 'react-router-dom';
import { renderApp } from '@island-eats/app-frame/testing';
import { CheckoutView } from '../checkout-view';

/** The address bar, as the customer reads it. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address bar">{pathname + search}</output>;
}

/** /checkout as the site mounts it, with the pages an order leaves for (profile, home). */
export function renderCheckout(path = '/checkout') {
  return renderApp(
    <>
      <Routes>
        <Route path="/checkout" element={<CheckoutView successPath="/profile" exitPath="/" />} />
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/profile" element={<h1>Profile page</h1>} />
      </Routes>
      <AddressBar />
    </>,
    { path },
  );
}
