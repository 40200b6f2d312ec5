// The hotel's `website_css` (spec section 3): applied only inside the shadow roots that hold its
// header and footer HTML, so no selector of it can reach the widget. What could still reach out of
// those roots is removed here: `:host` rules (they style our host element), `@import`, fonts and
// other at-rules that load or register things, `url()` to anything but https, and `position: fixed`
// or `sticky` (a header that covers the booking form). The host element clips whatever remains to
// its own box (`contain: paint` in shell.css).

/** Longer CSS than this is not a header's: it is ignored, with a hint for the hotel's web team. */
export const WEBSITE_CSS_MAX_CHARS = 20_000;

const STYLE_RULE = 1;
const MEDIA_RULE = 4;
const SUPPORTS_RULE = 12;
const OUTSIDE_SELECTORS = /:host|::slotted|::part/i;
const POSITIONS = /^(static|relative|absolute)$/i;
const LOADING_FUNCTIONS = /(?:image-set|image|element|src|cross-fade)\s*\(/i;

function httpsOnly(value: string): boolean {
  const urls = value.match(/url\(\s*(['"]?)(.*?)\1\s*\)/gi) ?? [];
  if (/url\(/i.test(value) && !urls.length) return false;
  return urls.every((url) => /^url\(\s*['"]?https:\/\//i.test(url));
}

function cleanDeclarations(style: CSSStyleDeclaration): void {
  for (let index = style.length - 1; index >= 0; index--) {
    const name = style.item(index);
    const value = style.getPropertyValue(name);
    const unsafe =
      (name === 'position' && !POSITIONS.test(value.trim())) || !httpsOnly(value) || LOADING_FUNCTIONS.test(value) || /^-(moz|ms)-binding|^behavior$/i.test(name);
    if (unsafe) style.removeProperty(name);
  }
}

interface RuleContainer {
  cssRules: CSSRuleList;
  deleteRule(index: number): void;
}

function cleanRules(container: RuleContainer): void {
  for (let index = container.cssRules.length - 1; index >= 0; index--) {
    const rule = container.cssRules[index]!;
    if (rule.type === STYLE_RULE && !OUTSIDE_SELECTORS.test((rule as CSSStyleRule).selectorText)) {
      cleanDeclarations((rule as CSSStyleRule).style);
      // Nested rules (CSS nesting) are checked like the others.
      const nested = rule as unknown as Partial<RuleContainer>;
      if (nested.cssRules?.length && nested.deleteRule) cleanRules(nested as RuleContainer);
    } else if (rule.type === MEDIA_RULE || rule.type === SUPPORTS_RULE) {
      cleanRules(rule as CSSGroupingRule);
    } else {
      container.deleteRule(index);
    }
  }
}

/**
 * The hotel's CSS as a constructable stylesheet to adopt in a shadow root, parsed once by the
 * browser and cleaned rule by rule (never re-serialized and parsed again); undefined when the
 * browser has no constructable stylesheets or the CSS is too long.
 */
export function hotelStyleSheet(css: string): CSSStyleSheet | undefined {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return undefined;
  if (css.length > WEBSITE_CSS_MAX_CHARS) {
    console.warn(`[BookingWidget] website_css is longer than ${WEBSITE_CSS_MAX_CHARS} characters and is not applied (hotel setup)`);
    return undefined;
  }
  const sheet = new CSSStyleSheet();
  // replaceSync drops @import rules itself.
  sheet.replaceSync(css);
  cleanRules(sheet);
  return sheet;
}
