/**
 * Adds CSS to a shadow root or the document as a constructable stylesheet, which a host page's
 * Content-Security-Policy without 'unsafe-inline' cannot block; a `<style>` element only in
 * browsers without constructable stylesheets (Safari before 16.4).
 */
export function adoptStyle(root: ShadowRoot | Document, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = css;
    ((root as Document).head ?? root).append(style);
  }
}
