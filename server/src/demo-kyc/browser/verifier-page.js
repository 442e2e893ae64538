// @ts-check
/**
 * The demo verifier page's script (verifier-page.ts renders the page; verifier-routes.ts serves
 * this file). It reads its settings from `data-config`, shows the step the verification is at
 * (the page serves every step hidden, so nothing answers before this script listens), uploads
 * the chosen photo as the raw request body with the access token in `X-Kyc-Token`, polls the
 * status while the review runs, and tells the embedding page what happened — by postMessage to
 * the configured origin only (never `*`): ready, submitted, completed, rejected, tokenExpired.
 * It uses no DOM class by name (no `instanceof`): verifier-script.test.ts runs it on a fake DOM.
 */
(function () {
  'use strict';
  /**
   * The shapes below mirror the server's (verifier-page.ts, document-review.ts).
   * @typedef {{
   *   applicant_id: string, status: string, review_answer: 'GREEN' | 'RED' | null,
   *   reject_reason: string | null, review_in_ms: number
   * }} State
   * @typedef {{
   *   token: string | null, targetOrigin: string | null, source: string, state: State | null,
   *   reviewMs: number, maxBytes: number, types: string[], documentsUrl: string,
   *   statusUrl: string, notify: string | null
   * }} Config
   * @typedef {{ status: number, data: any }} Answer  the HTTP status and the envelope's data
   */
  var root = /** @type {HTMLElement | null} */ (document.querySelector('main[data-kyc]'));
  if (!root) return;
  var page = root;
  /** @type {Config} */
  var cfg = JSON.parse(root.getAttribute('data-config') || '{}');
  // Typed as present: a notice page (no state) posts its one message and stops below.
  var state = /** @type {State} */ (cfg.state);

  /**
   * @param {string} type
   * @param {Record<string, unknown>} [extra]
   */
  function post(type, extra) {
    if (!cfg.targetOrigin || window.parent === window) return;
    /** @type {Record<string, unknown>} */
    var message = {
      source: cfg.source,
      version: 1,
      type: type,
      applicantId: state ? state.applicant_id : null,
    };
    var more = extra || {};
    for (var k in more) message[k] = more[k];
    window.parent.postMessage(message, cfg.targetOrigin);
  }

  if (cfg.notify) {
    post(cfg.notify);
    return;
  }
  if (!state) return;

  /** An element of the page's (every step's is in it). */
  var $ = function (/** @type {string} */ sel) {
    return /** @type {HTMLElement} */ (page.querySelector(sel));
  };
  var form = /** @type {HTMLFormElement} */ ($('form[data-upload]'));
  var input = /** @type {HTMLInputElement} */ (form.querySelector('input[type=file]'));
  var drop = $('[data-drop]');
  var preview = /** @type {HTMLImageElement} */ ($('[data-preview]'));
  var dropLabel = $('[data-drop-label]');
  var errorBox = $('[data-error]');
  var submit = /** @type {HTMLButtonElement} */ ($('[data-submit]'));
  var progress = $('[data-progress]');
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  var pollTimer;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  var progressTimer;
  /** @type {string | null} */
  var previewUrl = null;

  /** @param {string} view */
  function show(view) {
    page.querySelectorAll('[data-view]').forEach(function (el) {
      /** @type {HTMLElement} */ (el).hidden = el.getAttribute('data-view') !== view;
    });
    var step = view === 'upload' ? 1 : view === 'pending' ? 2 : 3;
    page.querySelectorAll('[data-step]').forEach(function (el) {
      el.classList.toggle('on', Number(el.getAttribute('data-step')) <= step);
    });
  }

  /** @param {string} text */
  function showError(text) {
    errorBox.textContent = text || '';
    errorBox.hidden = !text;
  }

  /** @param {string | null} previous the status before this one (null at the start) */
  function render(previous) {
    clearTimeout(pollTimer);
    clearInterval(progressTimer);
    if (state.status === 'pending') {
      show('pending');
      var total = Math.max(state.review_in_ms, 1);
      var started = Date.now();
      progress.style.width = '0%';
      progressTimer = setInterval(function () {
        var done = Math.min(1, (Date.now() - started) / total);
        progress.style.width = Math.round(done * 100) + '%';
      }, 200);
      pollTimer = setTimeout(poll, Math.min(Math.max(state.review_in_ms, 300), 1500));
      return;
    }
    if (state.status === 'completed' && state.review_answer === 'GREEN') {
      show('verified');
      if (previous === 'pending') post('completed', { reviewAnswer: 'GREEN' });
      return;
    }
    if (state.status === 'completed' && state.review_answer === 'RED') {
      $('[data-reason]').textContent = state.reject_reason || 'The document could not be verified.';
      show('rejected');
      if (previous === 'pending')
        post('rejected', { reviewAnswer: 'RED', reason: state.reject_reason });
      return;
    }
    show('upload');
  }

  function expired() {
    clearTimeout(pollTimer);
    clearInterval(progressTimer);
    show('expired');
    post('tokenExpired');
  }

  /**
   * @param {string} method
   * @param {string} url
   * @param {Blob} [body]
   * @param {string} [type]
   * @returns {Promise<Answer>}
   */
  function call(method, url, body, type) {
    /** @type {Record<string, string>} */
    var headers = { 'x-kyc-token': cfg.token || '' };
    if (type) headers['content-type'] = type;
    return fetch(url, {
      method: method,
      headers: headers,
      body: body,
      credentials: 'same-origin',
      cache: 'no-store',
    }).then(function (res) {
      return res
        .json()
        .catch(function () {
          return {};
        })
        .then(function (json) {
          return { status: res.status, data: json && json.data };
        });
    });
  }

  function poll() {
    call('GET', cfg.statusUrl).then(
      function (res) {
        if (res.status === 401) return expired();
        if (res.status !== 200) {
          pollTimer = setTimeout(poll, 1500);
          return;
        }
        var previous = state.status;
        state = res.data;
        render(previous);
      },
      function () {
        pollTimer = setTimeout(poll, 1500);
      },
    );
  }

  /** @param {File | null | undefined} file */
  function choose(file) {
    showError('');
    submit.disabled = true;
    if (previewUrl) {
      URL.revokeObjectURL(previewUrl);
      previewUrl = null;
    }
    preview.hidden = true;
    dropLabel.textContent = 'Choose a photo or drop it here';
    if (!file) return;
    if (cfg.types.indexOf(file.type) < 0) return showError('Upload a JPEG, PNG or WebP image.');
    if (file.size > cfg.maxBytes) return showError('The file is larger than 5 MB.');
    previewUrl = URL.createObjectURL(file);
    preview.src = previewUrl;
    preview.hidden = false;
    dropLabel.textContent = file.name;
    submit.disabled = false;
  }

  input.addEventListener('change', function () {
    choose(input.files && input.files[0]);
  });
  drop.addEventListener('dragover', function (e) {
    e.preventDefault();
    drop.classList.add('over');
  });
  drop.addEventListener('dragleave', function () {
    drop.classList.remove('over');
  });
  drop.addEventListener('drop', function (e) {
    e.preventDefault();
    drop.classList.remove('over');
    if (!e.dataTransfer || !e.dataTransfer.files.length) return;
    input.files = e.dataTransfer.files;
    choose(input.files[0]);
  });

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var file = input.files && input.files[0];
    if (!file || submit.disabled) return;
    var type = /** @type {HTMLInputElement} */ (form.querySelector('input[name=type]:checked'))
      .value;
    submit.disabled = true;
    submit.textContent = 'Uploading…';
    call('POST', cfg.documentsUrl + '?type=' + encodeURIComponent(type), file, file.type).then(
      function (res) {
        submit.textContent = 'Submit for review';
        if (res.status === 401) return expired();
        if (res.status !== 200) {
          submit.disabled = false;
          var d = res.data || {};
          var fields = d.invalid_parameters || {};
          return showError(
            fields.document || fields.type || d.message || 'The upload failed. Try again.',
          );
        }
        post('submitted', { documentType: type });
        var previous = state.status;
        state = res.data;
        render(previous);
      },
      function () {
        submit.textContent = 'Submit for review';
        submit.disabled = false;
        showError('The upload failed. Check your connection and try again.');
      },
    );
  });

  $('[data-retry]').addEventListener('click', function () {
    form.reset();
    choose(null);
    show('upload');
  });

  render(null);
  post('ready', { status: state.status, reviewAnswer: state.review_answer });
})();
