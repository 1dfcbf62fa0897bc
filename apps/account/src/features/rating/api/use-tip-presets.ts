import { getLoginSetting } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

/** The server's preset tip amounts (getloginSetting's tip list), read when `wanted`. */
export function useTipPresets(wanted: boolean): number[] | undefined {
  const { data } = useRequest(() => getLoginSetting(), [], { skip: !wanted });
  return data?.tip.map(Number);
}
