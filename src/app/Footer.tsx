import { facilitySetting } from '../features/facility';
import { sanitizeHotelHtml } from '../lib/html';

export function Footer() {
  const html = facilitySetting.value?.website_footer_html;
  if (!html) return null;
  return <footer class="bw-footer" dangerouslySetInnerHTML={{ __html: sanitizeHotelHtml(html, { linksInNewTab: true }) }} />;
}
