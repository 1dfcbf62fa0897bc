import { getLoginSetting } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';
import { Container, Loader } from '@island-eats/ui';
import { EditProfileForm } from '../features/edit-profile/components/edit-profile-form';
import { useProfile } from '../features/profile/api/use-profile';
import { defaultUserImage } from '../lib/images';

/** /editprofile (SPEC.md §2 Edit Profile); the shell sends visitors to / before this mounts. */
export default function EditProfilePage() {
  const { profile } = useProfile();
  const { data: settings } = useRequest(() => getLoginSetting(), []);
  return (
    <Container padded>
      <h1>Edit Profile</h1>
      {profile && settings ? (
        <EditProfileForm
          profile={profile}
          locations={settings.located_at}
          fallbackImage={defaultUserImage()}
        />
      ) : (
        <Loader label="Loading profile" showLabel />
      )}
    </Container>
  );
}
