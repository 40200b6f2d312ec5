import { useEffect, useState } from 'preact/hooks';
import { Text } from 'preact-i18n';
import { facilitySetting } from '../features/facility';
import { LIGHT_TEXT, textColourOn } from '../lib/contrast';
import { HotelHtml } from './HotelHtml';
import { LanguageSelector } from './LanguageSelector';
import type { RouteMeta } from './routes';
import { isChatbotFrame, startupQuery } from './startup';
import { isFramed, postToParent } from './frame';
import { requestClose } from './LeaveDialog';

const HEADER_CSS = 'a{color:inherit}img{max-width:100%;max-height:48px;height:auto;vertical-align:middle}';

/** The hotel's name, never hidden: as text, on a logo's alt, or beside custom header HTML that does not name it. */
export function HotelBrand() {
  const setting = facilitySetting.value;
  const [logoFailed, setLogoFailed] = useState<string>();
  if (!setting) return <span class="bw-header__name" />;
  const name = setting.hotel_name;
  if (setting.header_mode === 'custom' && setting.website_header_html) {
    const html = setting.website_header_html;
    // The hotel's HTML is sanitized in its own shadow root, once the sanitizer has loaded; it names the
    // hotel when it has the {{facility_name}} placeholder or the name itself.
    const named = /\{\{\s*facility_name\s*\}\}/.test(html) || html.includes(escapeText(name)) || html.includes(name);
    return (
      <div class="bw-header__brand">
        <HotelHtml
          class="bw-header__custom bw-hotel-html"
          html={html}
          websiteCss={setting.website_css}
          baseCss={HEADER_CSS}
          placeholders={{ facility_name: name, brand_name: setting.brand_name }}
        />
        {!named && <span class="bw-visually-hidden">{name}</span>}
      </div>
    );
  }
  if (setting.header_mode === 'logo' && setting.logo_url && logoFailed !== setting.logo_url) {
    // A logo is drawn for a light background: on a dark header it sits on a light plate, so its name stays readable.
    const plate = textColourOn(setting.header_colour) === LIGHT_TEXT;
    return (
      <span class={plate ? 'bw-header__brand bw-header__plate' : 'bw-header__brand'}>
        <img class="bw-header__logo" src={setting.logo_url} alt={name} onError={() => setLogoFailed(setting.logo_url!)} />
      </span>
    );
  }
  return <span class="bw-header__name">{name}</span>;
}

/** Text as HTML writes it, to find the name in the hotel's HTML. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function Header({ meta }: { meta: RouteMeta }) {
  const chatbot = isChatbotFrame();
  const closeable = isFramed() && startupQuery().get('closeable') !== 'false';
  const showLanguage = !meta.hideLanguageSelector && !meta.closeButtonOnly && !chatbot;
  // The overlay hides its own close button once the widget's is there: one close control.
  useEffect(() => {
    if (closeable) postToParent({ type: 'booking:frame-ready' });
  }, [closeable]);
  return (
    <header class="bw-header">
      {!meta.closeButtonOnly && <HotelBrand />}
      <div class="bw-header__actions">
        {showLanguage && <LanguageSelector />}
        {closeable && (
          <button type="button" class="bw-header__close" onClick={requestClose}>
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
