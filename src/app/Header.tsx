import { Text } from 'preact-i18n';
import { facilitySetting } from '../features/facility';
import { fillPlaceholders, sanitizeHotelHtml } from '../lib/html';
import { LanguageSelector } from './LanguageSelector';
import type { RouteMeta } from './routes';
import { isChatbotFrame, startupQuery } from './startup';
import { closeFrame, isFramed } from './frame';

function Brand() {
  const setting = facilitySetting.value;
  if (!setting) return <span class="bw-header__name" />;
  if (setting.header_mode === 'custom' && setting.website_header_html) {
    const html = fillPlaceholders(setting.website_header_html, {
      facility_name: setting.hotel_name,
      brand_name: setting.brand_name ?? '',
    });
    return <div class="bw-header__custom" dangerouslySetInnerHTML={{ __html: sanitizeHotelHtml(html) }} />;
  }
  if (setting.header_mode === 'logo' && setting.logo_url) {
    return <img class="bw-header__logo" src={setting.logo_url} alt={setting.hotel_name} />;
  }
  return <span class="bw-header__name">{setting.hotel_name}</span>;
}

export function Header({ meta }: { meta: RouteMeta }) {
  const chatbot = isChatbotFrame();
  const closeable = isFramed() && startupQuery().get('closeable') !== 'false';
  const showLanguage = !meta.hideLanguageSelector && !meta.closeButtonOnly && !chatbot;
  return (
    <header class="bw-header">
      {!meta.closeButtonOnly && <Brand />}
      <div class="bw-header__actions">
        {showLanguage && <LanguageSelector />}
        {closeable && (
          <button type="button" class="bw-header__close" onClick={closeFrame}>
            <span aria-hidden="true">×</span>
            <span class="bw-visually-hidden">
              <Text id="shell.close" />
            </span>
          </button>
        )}
      </div>
    </header>
  );
}
