// The candidate's interview page: code -> consent -> interview -> done. Everything goes through the legacy
// candidate API; the session token lives in sessionStorage, so a reload resumes where the candidate stopped.
const token = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() ?? '');
const sessionKey = `interview-session:${token}`;
const $ = (id) => document.getElementById(id);
const steps = ['code-step', 'consent-step', 'held-step', 'chat-step', 'done-step'];
let consentVersion = '';

function show(step, focus) {
  for (const s of steps) $(s).hidden = s !== step;
  (focus ? $(focus) : $('main')).focus();
}

function say(text) {
  $('status').textContent = text;
}

async function api(path, { method = 'GET', body, session = true, idempotencyKey } = {}) {
  const headers = { 'content-type': 'application/json' };
  const stored = sessionStorage.getItem(sessionKey);
  if (session && stored) headers.authorization = `Bearer ${stored}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = res.status === 204 ? null : await res.json();
  if (!res.ok) {
    if (res.status === 401 && session) sessionStorage.removeItem(sessionKey);
    throw Object.assign(new Error(data?.message ?? `Request failed (${res.status})`), { status: res.status });
  }
  return data;
}

// One Idempotency-Key per logical attempt: kept while the same request may be sent again after a network error or a
// 503 (its outcome unknown), so the server records it once however often it arrives.
const attempts = new Map();
function keyFor(what, text = '') {
  const kept = attempts.get(what);
  if (kept?.text === text) return kept.key;
  const key = crypto.randomUUID();
  attempts.set(what, { text, key });
  return key;
}
function settle(what, error) {
  if (!error || (error.status !== undefined && error.status !== 503)) attempts.delete(what);
}

// While the interviewer prepares its reply: the button is busy and the status line says so.
function thinking(button, on) {
  button.disabled = on;
  button.setAttribute('aria-busy', String(on));
  $('answer').readOnly = on;
  say(on ? 'The interviewer is thinking…' : '');
}

function addTurn(turn) {
  const li = document.createElement('li');
  li.className = turn.speaker;
  const who = document.createElement('strong');
  who.textContent = turn.speaker === 'interviewer' ? 'Interviewer: ' : 'You: ';
  li.append(who, document.createTextNode(turn.text));
  $('transcript').append(li);
}

function setProgress({ asked, total }) {
  $('progress').max = Math.max(total, 1);
  $('progress').value = asked;
  $('progress-label').textContent = `Question ${Math.min(asked, total)} of ${total}`;
}

function setDone(done) {
  $('answer').disabled = done;
  $('send').disabled = done;
  if (done) say('The interviewer has finished. Select “Finish the interview” to submit.');
}

async function enterChat() {
  const s = await api('/api/v1/candidate-session');
  $('transcript').replaceChildren();
  s.transcript.forEach(addTurn);
  setProgress(s.progress);
  setDone(s.done);
  show('chat-step', s.done ? 'finish' : 'answer');
}

// After the interview: the optional self-identification (issue 37 §4), while the assessment awaits review.
function showDone(state) {
  $('self-id-form').hidden = !['ASSESSMENT_PENDING', 'ASSESSMENT_READY'].includes(state);
  show('done-step');
}
$('self-id-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  try {
    await api('/api/v1/candidate-session/self-identification', {
      method: 'POST',
      body: { sex: $('self-id-sex').value, race: $('self-id-race').value },
    });
    $('self-id-form').hidden = true;
    say('Thank you: your answers were recorded.');
  } catch (error) {
    say(error.message);
  }
});

// The notice (issue 37): what the AI interview is, what it covers, who decides, how long data is kept, whom to ask.
function list(id, items) {
  $(id).replaceChildren(
    ...items.map((text) => {
      const li = document.createElement('li');
      li.textContent = text;
      return li;
    }),
  );
}
const kept = (days, what) => (days ? `${what}: ${days} days` : `${what}: until the hiring company deletes it`);
async function showNotice() {
  const n = await api('/api/v1/candidate-session/notice');
  $('notice-ai').textContent = n.ai_system;
  list(
    'notice-competencies',
    n.competencies.map((c) => `${c.name}: ${c.description}`),
  );
  list('notice-screening', n.screening_questions);
  $('notice-screening-block').hidden = n.screening_questions.length === 0;
  $('notice-review').textContent = n.human_review;
  $('notice-retention').textContent =
    [
      kept(n.retention.candidate_data_days, 'Your name, contact details and what you say'),
      kept(n.retention.assessment_days, 'The summary of the evidence you gave'),
    ].join('. ') + '. You can ask for your data or its deletion at any time.';
  $('notice-contact').textContent = n.contact;
}

const HELD = {
  accommodation:
    'The hiring team will read your request for an accommodation and get back to you. You can start the interview once they have answered it.',
  alternative: 'The hiring team will contact you about another way to take part instead of the AI interview.',
};
function showHeld(kind) {
  $('held-text').textContent = HELD[kind];
  show('held-step', 'held-heading');
}

async function resume() {
  const s = await api('/api/v1/candidate-session');
  $('data-block').hidden = false;
  if (s.state === 'IN_PROGRESS') return enterChat();
  if (['ASSESSMENT_PENDING', 'ASSESSMENT_READY', 'COMPLETED'].includes(s.state)) return showDone(s.state);
  const open = s.requests.find((r) => r.status === 'open');
  if (open) return showHeld(open.kind);
  await showNotice();
  const granted = s.requests.find((r) => r.status === 'granted' && r.extra_minutes);
  if (granted) say(`Your accommodation was granted: you have ${granted.extra_minutes} more minutes.`);
  show('consent-step', 'consent-accept');
}

let requestKind = 'accommodation';
function openRequest(kind) {
  requestKind = kind;
  $('request-heading').textContent =
    kind === 'accommodation' ? 'Request an accommodation' : 'Request an alternative process';
  $('request-explain').textContent =
    kind === 'accommodation'
      ? 'Tell the hiring team what would help you take part. The interview waits until they answer.'
      : 'The hiring team will offer you another way, such as an interview with a person. The AI interview will not start.';
  $('request-details-block').hidden = kind !== 'accommodation';
  $('request-details').required = kind === 'accommodation';
  $('request-form').hidden = false;
  $('request-heading').focus();
}
$('ask-accommodation').addEventListener('click', () => openRequest('accommodation'));
$('ask-alternative').addEventListener('click', () => openRequest('alternative'));
$('request-cancel').addEventListener('click', () => {
  $('request-form').hidden = true;
  $(requestKind === 'accommodation' ? 'ask-accommodation' : 'ask-alternative').focus();
});
$('request-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const details = $('request-details').value.trim();
  try {
    await api('/api/v1/candidate-session/requests', {
      method: 'POST',
      body: requestKind === 'accommodation' ? { kind: requestKind, details } : { kind: requestKind },
    });
    say('');
    showHeld(requestKind);
  } catch (error) {
    say(error.message);
  }
});

async function boot() {
  try {
    const info = await api(`/api/v1/candidate-access/${encodeURIComponent(token)}`, { session: false });
    $('title').textContent = info.company_name ? `Interview with ${info.company_name}` : 'Your interview';
    $('subtitle').textContent = `${info.position} · about ${info.duration_minutes} minutes`;
    $('consent-text').textContent = info.consent.text;
    consentVersion = info.consent.version;
    if (sessionStorage.getItem(sessionKey)) {
      try {
        return await resume();
      } catch {
        // expired session: ask for the code again
      }
    }
    show('code-step', 'otp');
  } catch (error) {
    say(error.message);
    show('done-step');
    $('done-heading').textContent = 'This link cannot be used';
  }
}

$('code-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  try {
    const { session_token } = await api(`/api/v1/candidate-access/${encodeURIComponent(token)}/verify`, {
      method: 'POST',
      body: { otp: $('otp').value.trim() },
      session: false,
    });
    sessionStorage.setItem(sessionKey, session_token);
    say('');
    await resume();
  } catch (error) {
    say(error.message);
    $('otp').focus();
  }
});

$('send-code').addEventListener('click', async () => {
  try {
    await api(`/api/v1/candidate-access/${encodeURIComponent(token)}/request-otp`, { method: 'POST', session: false });
    say('We sent a new code to your e-mail address.');
  } catch (error) {
    say(error.message);
  }
});

$('consent-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  try {
    await api('/api/v1/candidate-session/consent', {
      method: 'POST',
      body: { accepted: true, consent_version: consentVersion },
    });
    thinking($('start'), true);
    await api('/api/v1/candidate-session/start', { method: 'POST', idempotencyKey: keyFor('start') });
    settle('start');
    thinking($('start'), false);
    await enterChat();
  } catch (error) {
    settle('start', error);
    thinking($('start'), false);
    say(error.message);
  }
});

async function sendAnswer() {
  const text = $('answer').value.trim();
  if (!text || $('send').getAttribute('aria-busy') === 'true') return;
  thinking($('send'), true);
  try {
    const { reply, done } = await api('/api/v1/candidate-session/messages', {
      method: 'POST',
      body: { text },
      idempotencyKey: keyFor('message', text),
    });
    settle('message');
    thinking($('send'), false);
    addTurn({ speaker: 'candidate', text });
    if (reply) addTurn(reply);
    $('answer').value = '';
    const s = await api('/api/v1/candidate-session');
    setProgress(s.progress);
    setDone(done);
    $(done ? 'finish' : 'answer').focus();
  } catch (error) {
    settle('message', error);
    thinking($('send'), false);
    say(error.message);
  } finally {
    $('send').disabled = $('answer').disabled;
  }
}

$('answer-form').addEventListener('submit', (event) => {
  event.preventDefault();
  sendAnswer();
});
$('answer').addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && event.ctrlKey) sendAnswer();
});

$('finish').addEventListener('click', async () => {
  try {
    const { state } = await api('/api/v1/candidate-session/complete', { method: 'POST' });
    say('');
    showDone(state);
  } catch (error) {
    say(error.message);
  }
});

// Proctor signals: only while the interview runs; failures to record them never disturb the candidate.
const proctor = (type) => {
  if (!$('chat-step').hidden)
    api('/api/v1/candidate-session/proctor-events', { method: 'POST', body: { type } }).catch(() => {});
};
document.addEventListener('visibilitychange', () => proctor(document.hidden ? 'tab_hidden' : 'tab_visible'));
window.addEventListener('blur', () => proctor('focus_lost'));
$('answer').addEventListener('paste', () => proctor('paste'));

// The candidate's own data (issue 37 §2): a JSON download, and a request to erase it that the hiring team confirms.
$('download-data').addEventListener('click', async () => {
  try {
    const data = await api('/api/v1/candidate-session/export');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    link.download = 'my-interview-data.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    say('Your data was downloaded as my-interview-data.json.');
  } catch (error) {
    say(error.message);
  }
});
$('erase-data').addEventListener('click', async () => {
  try {
    await api('/api/v1/candidate-session/erasure', { method: 'POST', body: {} });
    say('Your request to delete your data was sent to the hiring team.');
  } catch (error) {
    say(error.message);
  }
});

boot();
