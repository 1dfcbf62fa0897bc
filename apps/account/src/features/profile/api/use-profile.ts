import { getProfile, type UserProfile } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

export function useProfile(): { profile: UserProfile | undefined; loading: boolean } {
  const { data, loading } = useRequest(() => getProfile(), [], { pageData: 'profile' });
  return { profile: data?.usersDetails, loading };
}
