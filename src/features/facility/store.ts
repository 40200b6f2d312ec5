import { computed, signal } from '@preact/signals';
import type { FacilitySetting } from './schemas';

/** The facility code of this page (spec: the `code` query value). */
export const hotelCode = signal<string | undefined>(undefined);
export const facilitySetting = signal<FacilitySetting | undefined>(undefined);

/** The brand's first-party cookie domain, only when the brand enabled it. */
export const firstPartyDomain = computed(() => {
  const setting = facilitySetting.value?.first_party_cookie_setting;
  return setting?.status === 'enabled' && setting.domain_name ? setting.domain_name : undefined;
});

export const isBrandSetup = computed(() => facilitySetting.value?.booking_widget_type === 'brand');
