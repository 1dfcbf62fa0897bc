import { pageNotFound } from '../page-not-found';
import { useRequest } from '../use-request';

export interface Reads {
  menu: () => Promise<string>;
  reviews: () => Promise<string>;
}

/** A page with two first reads, as the page server renders it and the browser hydrates it. */
export function ReadsProbe({ menu, reviews }: Reads) {
  const menuRead = useRequest(menu, [7], { pageData: 'menu', quiet: true });
  const reviewsRead = useRequest(reviews, [7], { pageData: 'reviews', quiet: true });
  if (menuRead.error) pageNotFound();
  return (
    <>
      <p>menu: {menuRead.loading ? 'loading' : (menuRead.error ?? menuRead.data)}</p>
      <p>reviews: {reviewsRead.loading ? 'loading' : reviewsRead.data}</p>
    </>
  );
}
