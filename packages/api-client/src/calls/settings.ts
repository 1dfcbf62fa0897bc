import type { ApiOk } from '../types/common';
import type { Settings } from '../types/settings';
import { apiGet } from '../http';

export type LoginSettingResponse = ApiOk & Settings;

export function getLoginSetting(): Promise<LoginSettingResponse> {
  return apiGet('getloginSetting');
}
