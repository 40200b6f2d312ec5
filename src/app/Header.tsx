import { Text } from 'preact-i18n';
import { facilitySetting } from '../features/facility';
import { HotelHtml } from './HotelHtml';
import { LanguageSelector } from './LanguageSelector';
import type { RouteMeta } from './routes';
import { isChatbotFrame, startupQuery } from './startup';
import { closeFrame, isFramed } from './frame';

const HEADER_CSS = 'a{color:inherit}img{max-width:100%;max-height:48px;height:auto;vertical-align:middle}';

function Brand() {
  const setting = facilitySetting.value;
  if (!setting) return <span class="bw-header__name" />;
  if (setting.header_mode === 'custom' && setting.website_header_html) {
    return (
      <HotelHtml
        class="bw-header__custom bw-hotel-html"
        html={setting.website_header_html}
        websiteCss={setting.website_css}
        baseCss={HEADER_CSS}
        placeholders={{ facility_name: setting.hotel_name, brand_name: setting.brand_name }}
      />
    );
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
