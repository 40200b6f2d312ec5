import { facilitySetting } from '../features/facility';
import { HotelHtml } from './HotelHtml';

const FOOTER_CSS = 'a{color:var(--bw-text)}img{max-width:100%;height:auto;vertical-align:middle}';

export function Footer() {
  const setting = facilitySetting.value;
  if (!setting?.website_footer_html) return null;
  // "Footer: custom HTML; its links open in a new tab" (the sanitizer opens every hotel link in one).
  return (
    <footer class="bw-footer">
      <HotelHtml
        class="bw-hotel-html"
        html={setting.website_footer_html}
        websiteCss={setting.website_css}
        baseCss={FOOTER_CSS}
        placeholders={{ facility_name: setting.hotel_name, brand_name: setting.brand_name }}
      />
    </footer>
  );
}
