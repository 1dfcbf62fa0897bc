import { useState } from 'react';
import styled from 'styled-components';
import { EmptyState, Loader } from '@island-eats/ui';
import { Pagination } from '@island-eats/ui/pagination';
import { useReviews } from '../api/use-reviews';
import { ReviewItem } from './review-item';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The Reviews child view: a paged list from getRating, or 'No reviews yet!'. */
export function ReviewsView({ outletId }: { outletId: number }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useReviews(outletId, page);
  return (
    <section aria-labelledby="reviews-heading" aria-busy={loading || undefined}>
      <h2 id="reviews-heading">Reviews</h2>
      {loading && !data ? (
        <Loader label="Loading reviews" />
      ) : !data || data.data.length === 0 ? (
        <EmptyState>No reviews yet!</EmptyState>
      ) : (
        <>
          <List>
            {data.data.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </List>
          <Pagination
            label="Reviews pages"
            page={data.current_page}
            pageCount={data.last_page}
            busy={loading}
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}
