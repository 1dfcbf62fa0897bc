import styled from 'styled-components';
import type { Review } from '@island-eats/api-client';
import { ImageWithFallback, StarRating } from '@island-eats/ui';
import { defaultUserImage } from '../../../lib/images';

const Item = styled.li`
  display: grid;
  grid-template-columns: 48px 1fr;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  img {
    border-radius: ${({ theme }) => theme.radii.round};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function displayDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A review: user image, name, stars, feedback and when it was updated. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <Item>
      <ImageWithFallback
        src={review.image}
        fallbackSrc={defaultUserImage()}
        alt=""
        width={48}
        height={48}
      />
      <div>
        <Meta>
          <strong>{review.userName}</strong>
          <StarRating value={review.orderRating} size={16} />
        </Meta>
        {review.feedback && <p>{review.feedback}</p>}
        <When dateTime={review.updated_at}>{displayDate(review.updated_at)}</When>
      </div>
    </Item>
  );
}
