import { Router, type Response } from 'express';

/**
 * The two web pages of the authorization flow, served under {app_url}: /login (user sign-in, keeps the return URL)
 * and /consent (client name, each requested scope in plain words, Allow / Deny). Self-contained: no external assets,
 * scripts and styles from our own origin only, and headers that forbid framing (clickjacking).
 */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function secure(res: Response, type: string): Response {
  return res.type(type).set({
    'Content-Security-Policy': CSP,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // The consent URL carries the pending-request token: never leak it to another site.
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const layout = (title: string, body: string, script?: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Interview Run Service</title>
<link rel="stylesheet" href="consent.css">
</head>
<body>
<main class="card">
${body}
</main>
${script ? `<script src="${script}" defer></script>` : ''}
</body>
</html>
`;

export const errorPage = (error: string, description: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization error</title></head>
<body><main><h1>Authorization request refused</h1><p><code>${escapeHtml(error)}</code></p><p>${escapeHtml(description)}</p></main></body></html>`;

const LOGIN_HTML = layout(
  'Sign in',
  `<h1>Sign in</h1>
<p class="lead">Sign in to continue to the application that sent you here.</p>
<form id="login-form" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required autofocus>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <p id="error" class="error" role="alert" aria-live="assertive"></p>
  <button type="submit" class="primary">Sign in</button>
</form>`,
  'login.js',
);

const CONSENT_HTML = layout(
  'Authorize access',
  `<h1 id="title" tabindex="-1">Authorize access</h1>
<p id="status" role="status" aria-live="polite">Loading the request…</p>
<section id="request" hidden aria-labelledby="title">
  <p class="lead"><strong id="client-name"></strong> wants to access your Interview Run Service account<span id="account"></span>.</p>
  <p id="self-registered" class="note" hidden></p>
  <h2 id="scopes-label">It will be able to:</h2>
  <ul id="scopes" aria-labelledby="scopes-label"></ul>
  <div id="withheld-part" hidden>
    <h2 id="withheld-label">It asked for more, which your account does not hold, so it will not get:</h2>
    <ul id="withheld" aria-labelledby="withheld-label"></ul>
  </div>
  <p class="note">After your choice you will be sent back to <span id="redirect-host"></span>. You can withdraw this access at any time.</p>
  <div class="actions">
    <button type="button" id="allow" class="primary">Allow</button>
    <button type="button" id="deny">Deny</button>
  </div>
</section>
<section id="problem" hidden>
  <p id="error" class="error" role="alert"></p>
  <button type="button" id="cancel">Cancel and return to the application</button>
</section>`,
  'consent.js',
);

const LOGIN_JS = `'use strict';
(function () {
  var form = document.getElementById('login-form');
  var error = document.getElementById('error');
  var params = new URLSearchParams(location.search);
  // Only a page of this app: this origin, under this page's folder. Browsers drop tabs and newlines from URLs and read a
  // backslash as a slash, so a value holding any of them is refused before URL parsing settles what remains.
  function safeReturn(value) {
    var app = new URL('./', location.href);
    var url = null;
    try {
      if (value && !/[\\u0000-\\u001f\\u007f\\\\]/.test(value)) url = new URL(value, location.origin);
    } catch (e) {
      // not a URL: the default below
    }
    var ok = url && url.origin === location.origin && url.pathname.indexOf(app.pathname) === 0;
    return ok ? url.href : app.href + 'consent';
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    error.textContent = '';
    var email = form.elements.email.value.trim();
    var password = form.elements.password.value;
    if (!email || !password) {
      error.textContent = 'Enter your email and password.';
      (email ? form.elements.password : form.elements.email).focus();
      return;
    }
    var button = form.querySelector('button');
    button.disabled = true;
    fetch('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email, password: password }),
    })
      .then(function (res) {
        return res.json().catch(function () { return {}; }).then(function (body) { return { ok: res.ok, body: body }; });
      })
      .then(function (r) {
        if (!r.ok) {
          error.textContent = r.body.message || 'Sign-in failed.';
          form.elements.password.focus();
          return;
        }
        sessionStorage.setItem('irs.session', r.body.access_token);
        sessionStorage.setItem('irs.email', r.body.user.email);
        location.assign(safeReturn(params.get('return_to')));
      })
      .catch(function () { error.textContent = 'The service could not be reached. Try again.'; })
      .finally(function () { button.disabled = false; });
  });
})();
`;

const CONSENT_JS = `'use strict';
(function () {
  var prt = new URLSearchParams(location.search).get('prt') || '';
  var token = sessionStorage.getItem('irs.session');
  var $ = function (id) { return document.getElementById(id); };
  function toLogin() {
    sessionStorage.removeItem('irs.session');
    location.replace('login?return_to=' + encodeURIComponent(location.pathname + location.search));
  }
  function call(method, path, body) {
    return fetch(path, {
      method: method,
      headers: Object.assign({ authorization: 'Bearer ' + token }, body ? { 'content-type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (res) {
      if (res.status === 401) { toLogin(); return new Promise(function () {}); }
      return res.json().catch(function () { return {}; }).then(function (b) { return { ok: res.ok, body: b }; });
    });
  }
  function problem(message) {
    $('status').textContent = '';
    $('request').hidden = true;
    $('problem').hidden = false;
    $('error').textContent = message || 'Something went wrong.';
    $('cancel').focus();
  }
  function decide(decision) {
    $('allow').disabled = $('deny').disabled = $('cancel').disabled = true;
    $('status').textContent = decision === 'allow' ? 'Allowing access…' : 'Returning to the application…';
    call('POST', '/api/v2/oauth/authorize/decision', { prt: prt, decision: decision }).then(function (r) {
      // A top-level navigation: resuming the request needs the browser's interaction cookies.
      if (r.ok) location.assign(r.body.redirect_to);
      else problem(r.body.message);
    }, function () { problem('The service could not be reached. Try again.'); });
  }
  $('allow').addEventListener('click', function () { decide('allow'); });
  $('deny').addEventListener('click', function () { decide('deny'); });
  $('cancel').addEventListener('click', function () { decide('deny'); });
  if (!token) { toLogin(); return; }
  call('GET', '/api/v2/oauth/authorize/context?prt=' + encodeURIComponent(prt)).then(function (r) {
    if (!r.ok) return problem(r.body.message);
    var ctx = r.body;
    if (ctx.already_consented) return decide('allow');
    document.title = 'Authorize ' + ctx.client.name + ' · Interview Run Service';
    $('client-name').textContent = ctx.client.name;
    var email = sessionStorage.getItem('irs.email');
    $('account').textContent = email ? ' (' + email + ')' : '';
    $('redirect-host').textContent = ctx.redirect_uri ? new URL(ctx.redirect_uri).host : 'the application';
    function fill(list, scopes) {
      scopes.forEach(function (scope) {
        var li = document.createElement('li');
        li.textContent = ctx.scope_descriptions[scope] || scope;
        var code = document.createElement('code');
        code.textContent = scope;
        li.appendChild(document.createTextNode(' '));
        li.appendChild(code);
        list.appendChild(li);
      });
    }
    fill($('scopes'), ctx.scopes);
    if (ctx.withheld && ctx.withheld.length) {
      fill($('withheld'), ctx.withheld);
      $('withheld-part').hidden = false;
    }
    // A client that registered itself (an AI agent's MCP connection): its name is its own claim.
    if (ctx.client_kind && ctx.client_kind !== 'registered') {
      $('self-registered').textContent = ctx.client_domain
        ? 'This application is published by ' + ctx.client_domain + '. Allow it only if you are connecting it now.'
        : 'This application registered itself: its name is its own. Allow it only if you are connecting it now.';
      $('self-registered').hidden = false;
    }
    $('status').textContent = '';
    $('request').hidden = false;
    $('title').textContent = 'Allow ' + ctx.client.name + '?';
    $('title').focus();
  }, function () { problem('The service could not be reached. Try again.'); });
})();
`;

const CSS = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
.card { width: min(28rem, 92vw); padding: 2rem; border: 1px solid GrayText; border-radius: 0.75rem; }
h1 { font-size: 1.4rem; margin-top: 0; }
h2 { font-size: 1rem; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { box-sizing: border-box; width: 100%; padding: 0.6rem; margin-top: 0.3rem; font: inherit; }
button { font: inherit; padding: 0.6rem 1.2rem; margin: 1rem 0.5rem 0 0; border-radius: 0.4rem; border: 1px solid GrayText; cursor: pointer; }
button.primary { background: #1a56db; color: #fff; border-color: #1a56db; }
button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
h1:focus { outline: none; }
button:disabled { opacity: 0.6; cursor: progress; }
.error { color: #b91c1c; min-height: 1.2em; }
.note { font-size: 0.9rem; }
code { font-size: 0.85em; opacity: 0.75; }
li { margin: 0.4rem 0; }
`;

export function pagesRouter(): Router {
  const router = Router();
  router.get('/app/login', (_req, res) => void secure(res, 'html').send(LOGIN_HTML));
  router.get('/app/consent', (_req, res) => void secure(res, 'html').send(CONSENT_HTML));
  router.get('/app/login.js', (_req, res) => void secure(res, 'js').send(LOGIN_JS));
  router.get('/app/consent.js', (_req, res) => void secure(res, 'js').send(CONSENT_JS));
  router.get(['/app/consent.css', '/app/login.css'], (_req, res) => void secure(res, 'css').send(CSS));
  return router;
}
