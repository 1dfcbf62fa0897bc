import { useState } from 'react';
import styled from 'styled-components';
import type { RestaurantInfo } from '@island-eats/api-client';
import {
  Badge,
  type BadgeTone,
  Button,
  ImageWithFallback,
  media,
  RatingSummary,
} from '@island-eats/ui';
import { defaultRestaurantImage } from '../../../lib/images';
import { dayChip } from '../utils/day-chip';
import { StoreHoursModal } from './store-hours-modal';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.up('md')} {
    grid-template-columns: 320px 1fr;
    align-items: start;
  }
`;

const Picture = styled(ImageWithFallback)`
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  padding: 2px ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  abbr {
    text-decoration: none;
  }
`;

export interface RestaurantHeroProps {
  info: RestaurantInfo;
  badge: { label: string; tone: BadgeTone };
}

/** Image, name, status badge, stars and review count, business-day chips, 'See Hours' and food tags (SPEC §2). */
export function RestaurantHero({ info, badge }: RestaurantHeroProps) {
  const [hoursOpen, setHoursOpen] = useState(false);
  const days = info.restaurant_business_day;
  return (
    <Hero aria-label="Restaurant">
      <Picture
        src={info.image}
        fallbackSrc={defaultRestaurantImage()}
        alt=""
        width={320}
        height={200}
        fluid
        loading="eager"
        // the page's largest paint: ahead of the dish pictures below it
        fetchPriority="high"
      />
      <Facts>
        <Title>
          <h1>{info.outlet_name}</h1>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </Title>
        <RatingSummary average={info.averageReview} count={info.reviewCount} size={16} />
        {days.length > 0 && (
          <Chips aria-label="Business days">
            {days.map((day) => (
              <Chip key={day.day} title={day.day}>
                <abbr title={day.day}>{dayChip(day.day)}</abbr>
              </Chip>
            ))}
          </Chips>
        )}
        <div>
          <Button variant="secondary" size="sm" onClick={() => setHoursOpen(true)}>
            See Hours
          </Button>
        </div>
        {info.foodTag.length > 0 && (
          <Chips aria-label="Food tags">
            {info.foodTag.map((tag) => (
              <li key={tag.itemName}>
                <Badge>{tag.itemName}</Badge>
              </li>
            ))}
          </Chips>
        )}
      </Facts>
      <StoreHoursModal open={hoursOpen} onClose={() => setHoursOpen(false)} days={days} />
    </Hero>
  );
}
