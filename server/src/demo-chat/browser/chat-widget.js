// @ts-check
/**
 * The demo support chat widget (served at /demo-chat/widget.js by demo-chat-routes.ts), so the
 * reference site has a working chat without a third-party account. It speaks the script-URL
 * provider protocol the web client uses for `betunlim` (§3): the loader adds `<script src=…
 * data-key data-uid data-name data-email data-phone data-locale data-session>`; the widget
 * renders a bubble and a panel, keeps the visitor it was given (`window.BetunlimChat.visitor`,
 * `data-visitor-uid` on its root) and answers `setVisible(boolean)`, `open()` and `destroy()`
 * (opened while hidden, it hides again when closed: a phone opens it from the menu, with no
 * bubble). Messages get a canned reply and are reported as `betunlim:message` DOM events
 * ({ type: 'message_sent' | 'message_received' }).
 */
(function () {
  'use strict';
  /**
   * @typedef {{ uid: number, name: string, email: string, phone: string, locale: string, sessionId: string }} Visitor
   * @typedef {{
   *   visitor: Visitor, key: string, setVisible(visible: boolean): void, open(): void,
   *   destroy(): void
   * }} ChatApi
   */
  var host = /** @type {Window & { BetunlimChat?: ChatApi }} */ (window);
  var script = document.currentScript;
  var data = (script && script.dataset) || {};
  if (host.BetunlimChat && host.BetunlimChat.destroy) host.BetunlimChat.destroy();
  var visitor = {
    uid: Number(data.uid || 0),
    name: data.name || '',
    email: data.email || '',
    phone: data.phone || '',
    locale: data.locale || 'en',
    sessionId: data.session || '',
  };
  /**
   * @typedef {Record<'title' | 'open' | 'close' | 'hello' | 'guest' | 'player' | 'placeholder' | 'send' | 'reply' | 'label', string>} Texts
   * @type {{ en: Texts } & Record<string, Texts | undefined>}
   */
  var TEXT = {
    en: {
      title: 'Support',
      open: 'Open support chat',
      close: 'Close support chat',
      hello: 'Hi{name}! How can we help you today?',
      guest: 'You are chatting as a guest.',
      player: 'Player #{uid}',
      placeholder: 'Type a message',
      send: 'Send',
      reply: 'Thanks! A support agent will answer shortly.',
      label: 'Message',
    },
    ru: {
      title: 'Поддержка',
      open: 'Открыть чат поддержки',
      close: 'Закрыть чат поддержки',
      hello: 'Здравствуйте{name}! Чем можем помочь?',
      guest: 'Вы пишете как гость.',
      player: 'Игрок #{uid}',
      placeholder: 'Введите сообщение',
      send: 'Отправить',
      reply: 'Спасибо! Оператор скоро ответит.',
      label: 'Сообщение',
    },
    pt: {
      title: 'Suporte',
      open: 'Abrir chat de suporte',
      close: 'Fechar chat de suporte',
      hello: 'Olá{name}! Como podemos ajudar?',
      guest: 'Você está conversando como visitante.',
      player: 'Jogador #{uid}',
      placeholder: 'Digite uma mensagem',
      send: 'Enviar',
      reply: 'Obrigado! Um atendente responderá em breve.',
      label: 'Mensagem',
    },
  };
  var t = TEXT[visitor.locale] || TEXT.en;
  var CSS =
    '' +
    '#betunlim-chat-root{position:fixed;right:16px;bottom:16px;z-index:var(--z-chat,250);font:14px/1.4 system-ui,sans-serif}' +
    '@media (max-width:767px){#betunlim-chat-root{bottom:calc(76px + env(safe-area-inset-bottom))}}' +
    '#betunlim-chat-root[hidden]{display:none}' +
    '.bcw-bubble{display:flex;align-items:center;justify-content:center;width:56px;height:56px;border:0;border-radius:50%;background:#22d68b;color:#062016;box-shadow:0 8px 24px rgb(0 0 0 / 35%);cursor:pointer}' +
    '.bcw-bubble:focus-visible{outline:3px solid #fff;outline-offset:2px}' +
    '.bcw-panel{position:absolute;right:0;bottom:68px;display:flex;flex-direction:column;width:min(340px,calc(100vw - 32px));height:420px;max-height:70vh;border-radius:16px;background:#121a2f;color:#e8edf7;box-shadow:0 16px 48px rgb(0 0 0 / 45%);overflow:hidden}' +
    '.bcw-panel[hidden]{display:none}' +
    '.bcw-head{display:flex;align-items:center;justify-content:space-between;padding:12px 16px;background:#1a2440}' +
    '.bcw-head h2{margin:0;font-size:16px}' +
    '.bcw-head small{display:block;color:#aab4c8}' +
    '.bcw-x{border:0;background:transparent;color:inherit;font-size:22px;line-height:1;cursor:pointer;padding:4px 8px;border-radius:8px}' +
    '.bcw-log{flex:1;margin:0;padding:12px 16px;list-style:none;overflow:auto;display:flex;flex-direction:column;gap:8px}' +
    '.bcw-msg{max-width:85%;padding:8px 12px;border-radius:12px;background:#243154}' +
    '.bcw-msg.me{align-self:flex-end;background:#22d68b;color:#062016}' +
    '.bcw-form{display:flex;gap:8px;padding:12px;border-top:1px solid #2a3656}' +
    '.bcw-form input{flex:1;min-width:0;padding:8px 12px;border:1px solid #3a4770;border-radius:10px;background:#0b1020;color:inherit;font:inherit}' +
    '.bcw-form button{padding:8px 14px;border:0;border-radius:10px;background:#22d68b;color:#062016;font:600 14px system-ui,sans-serif;cursor:pointer}';

  var style = document.createElement('style');
  style.id = 'betunlim-chat-style';
  style.textContent = CSS;
  document.head.appendChild(style);

  var root = document.createElement('div');
  root.id = 'betunlim-chat-root';
  root.setAttribute('data-visitor-uid', String(visitor.uid));
  root.setAttribute('data-visitor-locale', visitor.locale);
  root.innerHTML =
    '<div class="bcw-panel" role="dialog" aria-labelledby="bcw-title" hidden>' +
    '<div class="bcw-head"><div><h2 id="bcw-title"></h2><small class="bcw-who"></small></div>' +
    '<button type="button" class="bcw-x">\u00d7</button></div>' +
    '<ul class="bcw-log" aria-live="polite"></ul>' +
    '<form class="bcw-form"><input name="message" autocomplete="off"><button type="submit"></button></form>' +
    '</div>' +
    '<button type="button" class="bcw-bubble" aria-expanded="false">' +
    '<svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg>' +
    '</button>';
  /** One of the elements just written above. */
  var part = function (/** @type {string} */ selector) {
    return /** @type {HTMLElement} */ (root.querySelector(selector));
  };
  var panel = part('.bcw-panel');
  var bubble = part('.bcw-bubble');
  var close = part('.bcw-x');
  var log = part('.bcw-log');
  var form = part('.bcw-form');
  var input = /** @type {HTMLInputElement} */ (part('.bcw-form input'));
  part('#bcw-title').textContent = t.title;
  part('.bcw-who').textContent =
    visitor.uid > 0 ? t.player.replace('{uid}', String(visitor.uid)) : t.guest;
  bubble.setAttribute('aria-label', t.open);
  close.setAttribute('aria-label', t.close);
  input.setAttribute('aria-label', t.label);
  input.setAttribute('placeholder', t.placeholder);
  part('.bcw-form button').textContent = t.send;

  /**
   * @param {string} text
   * @param {boolean} mine
   */
  function say(text, mine) {
    var item = document.createElement('li');
    item.className = 'bcw-msg' + (mine ? ' me' : '');
    item.textContent = text;
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
    document.dispatchEvent(
      new CustomEvent('betunlim:message', {
        detail: { type: mine ? 'message_sent' : 'message_received', text: text },
      }),
    );
  }
  // Opened by the page while the bubble is hidden (a phone's menu): closing hides it again.
  var bubbleHidden = false;
  /** @param {boolean} open */
  function setOpen(open) {
    panel.hidden = !open;
    if (!open && bubbleHidden) root.hidden = true;
    bubble.setAttribute('aria-expanded', String(open));
    bubble.setAttribute('aria-label', open ? t.close : t.open);
    if (open) input.focus();
  }
  say(t.hello.replace('{name}', visitor.name ? ', ' + visitor.name : ''), false);
  bubble.addEventListener('click', function () {
    setOpen(panel.hidden);
  });
  close.addEventListener('click', function () {
    setOpen(false);
    bubble.focus();
  });
  root.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(false);
      bubble.focus();
    }
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    input.value = '';
    say(text, true);
    setTimeout(function () {
      say(t.reply, false);
    }, 400);
  });
  document.body.appendChild(root);

  host.BetunlimChat = {
    visitor: visitor,
    key: data.key || '',
    setVisible: function (visible) {
      bubbleHidden = !visible;
      root.hidden = !visible;
      if (!visible) setOpen(false);
    },
    open: function () {
      root.hidden = false;
      setOpen(true);
    },
    destroy: function () {
      root.remove();
      style.remove();
      if (host.BetunlimChat && host.BetunlimChat.visitor === visitor) delete host.BetunlimChat;
    },
  };
  document.dispatchEvent(new CustomEvent('betunlim:ready', { detail: { visitor: visitor } }));
})();
