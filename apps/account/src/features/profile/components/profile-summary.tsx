import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPhone, imageUrl, type UserProfile } from '@island-eats/api-client';
import { paths } from '@island-eats/app-frame';
import {
  Button,
  ImageWithFallback,
  buttonStyles,
  loadedWhenShown,
  type ButtonStyleProps,
} from '@island-eats/ui';
import { defaultUserImage } from '../../../lib/images';

// loaded the first time Log Out asks for confirmation
const LogoutConfirm = loadedWhenShown(
  () =>
    import('@island-eats/customer-features/logout-confirm').then((module) => module.LogoutConfirm),
  (props) => props.open,
);

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Photo = styled(ImageWithFallback)`
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.round};
`;

const Details = styled.div`
  flex: 1 1 220px;
  min-width: 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const EditLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** SPEC.md §2 Profile: name, phone (§5 display), email, the edit link and logout. */
export function ProfileSummary({ profile }: { profile: UserProfile }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Panel aria-label="Your details">
      <Photo
        src={imageUrl(profile.image)}
        fallbackSrc={defaultUserImage()}
        alt=""
        width={72}
        height={72}
      />
      <Details>
        <h2>{profile.userName}</h2>
        <p>{formatPhone(profile.countryCode, profile.mobileNumber)}</p>
        <p>{profile.email}</p>
      </Details>
      <Actions>
        <EditLink to={paths.editProfile()} $variant="secondary" $size="md" $fullWidth={false}>
          Edit Profile
        </EditLink>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Log Out
        </Button>
      </Actions>
      <LogoutConfirm open={confirming} onClose={() => setConfirming(false)} />
    </Panel>
  );
}
