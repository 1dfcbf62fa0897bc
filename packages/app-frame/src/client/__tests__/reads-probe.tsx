import { useRequest } from '../use-request';

export interface Reads {
  menu: () => Promise<string>;
  reviews: () => Promise<string>;
}

/** A page with two first reads, as the page server renders it and the browser hydrates it. */
export function ReadsProbe({ menu, reviews }: Reads) {
  const menuRead = useRequest(menu, [7], { pageData: 'menu', quiet: true });
  const reviewsRead = useRequest(reviews, [7], { pageData: 'reviews', quiet: true });
  return (
    <>
      <p>menu: {menuRead.loading ? 'loading' : menuRead.data}</p>
      <p>reviews: {reviewsRead.loading ? 'loading' : reviewsRead.data}</p>
    </>
  );
}
