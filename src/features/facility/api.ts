import { api } from '../../api';
import { FacilitySettingResponse, type FacilitySetting } from './schemas';

export async function fetchFacilitySetting(code: string, signal?: AbortSignal): Promise<FacilitySetting> {
  const body = await api().get(`hotels/${encodeURIComponent(code)}/settings/booking_widget`, {
    schema: FacilitySettingResponse,
    signal,
  });
  return body.data;
}
