// Puts the theme the visitor chose (local storage `hiti-kamina-theme`, STORAGE_KEYS.theme) on <html> before
// the first paint, so a dark choice never shows the light page first. Kept tiny: it runs before everything.
try {
  if (globalThis.localStorage.getItem('hiti-kamina-theme') === 'dark') {
    globalThis.document.documentElement.dataset.theme = 'dark';
  }
} catch {
  // storage blocked: the light theme until the app has started
}
