// Stand-in of the institution's chatbot script (SPEC §2 "Chatbot loader"), served by the
// embedded CMS so the demo site and the end-to-end tests run with no network. Like the real
// one it adds a container, a launcher button and its own style rules (inserted through the
// CSSOM, which the site's CSP allows); the site's loader removes all three on pages without
// the chatbot marker (docs/third-parties.md).
(() => {
  if (document.getElementById('ie-chatbot-container')) return;
  const spanish = document.documentElement.lang === 'es';
  const sheet = new CSSStyleSheet();
  sheet.insertRule('#ie-chatbot-container { position: fixed; right: 24px; bottom: 24px; z-index: 99999; }');
  sheet.insertRule(
    '#ie-chatbot-button { min-width: 56px; min-height: 56px; border: 0; border-radius: 28px; padding: 0 20px; background: #000e3e; color: #ffffff; font: 16px/1 Inter, system-ui, sans-serif; cursor: pointer; }',
  );
  sheet.insertRule('#ie-chatbot-button:focus-visible { outline: 3px solid #ffb400; outline-offset: 2px; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  const container = document.createElement('div');
  container.id = 'ie-chatbot-container';
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'ie-chatbot-button';
  button.textContent = spanish ? 'Chatea con nosotros' : 'Chat with us';
  button.addEventListener('click', () => {
    button.textContent = spanish ? 'Conectando…' : 'Connecting…';
  });
  container.append(button);
  document.body.append(container);
})();
