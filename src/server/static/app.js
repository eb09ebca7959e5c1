// The demo form: suggestions as you type (stale answers dropped), then one bulk lookup on Verify.
// Plain browser JavaScript, no build step; talks only to the server that served it.
const $ = (id) => document.getElementById(id);
const keyInput = $('api-key');
const input = $('address');
const list = $('suggestions');
const hint = $('hint');
const verifyButton = $('verify');

const DEBOUNCE_MS = 60;
let picked = null; // the components of the suggestion picked, until the text is edited
let active = -1;
let current = null; // AbortController of the autocomplete request in flight
let timer = 0;
let shown = [];

// the key stays in this tab only: never in the URL, gone when the tab closes
keyInput.value = sessionStorage.getItem('usaddr-key') ?? '';
keyInput.addEventListener('input', () => sessionStorage.setItem('usaddr-key', keyInput.value));

const headers = () => ({ authorization: `Bearer ${keyInput.value.trim()}`, 'content-type': 'application/json' });

async function apiError(response) {
  try {
    const body = await response.json();
    if (response.status === 401) return `${body.error.message} (check the API key)`;
    return body.error?.message ?? `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

function render(suggestions) {
  shown = suggestions;
  active = -1;
  list.replaceChildren(
    ...suggestions.map((s, i) => {
      const li = document.createElement('li');
      li.id = `suggestion-${i}`;
      li.setAttribute('role', 'option');
      li.textContent = s.standardized_address;
      li.addEventListener('mousedown', (e) => {
        e.preventDefault();
        pick(i);
      });
      return li;
    }),
  );
  list.hidden = suggestions.length === 0;
  input.setAttribute('aria-expanded', String(!list.hidden));
}

function highlight(i) {
  active = i;
  [...list.children].forEach((li, j) => li.setAttribute('aria-selected', String(j === i)));
  if (i >= 0) {
    input.setAttribute('aria-activedescendant', `suggestion-${i}`);
    list.children[i].scrollIntoView({ block: 'nearest' });
  }
}

function pick(i) {
  const s = shown[i];
  if (!s) return;
  input.value = s.standardized_address;
  picked = s.components;
  render([]);
  hint.textContent = '';
}

async function suggest(query) {
  current?.abort();
  if (query.trim() === '') {
    render([]);
    return;
  }
  const controller = new AbortController();
  current = controller;
  try {
    const response = await fetch(`/v1/addresses/autocomplete?query=${encodeURIComponent(query)}`, { headers: headers(), signal: controller.signal });
    if (controller.signal.aborted) return;
    if (!response.ok) {
      hint.textContent = await apiError(response);
      render([]);
      return;
    }
    const body = await response.json();
    // a newer keystroke started another request: this answer is stale
    if (current !== controller) return;
    hint.textContent = body.suggestions.length === 0 ? 'no suggestions' : '';
    render(body.suggestions);
  } catch (err) {
    if (err.name !== 'AbortError') hint.textContent = `cannot reach the server: ${err.message}`;
  }
}

input.addEventListener('input', () => {
  picked = null;
  clearTimeout(timer);
  timer = setTimeout(() => suggest(input.value), DEBOUNCE_MS);
});

input.addEventListener('keydown', (e) => {
  if (list.hidden) return;
  if (e.key === 'ArrowDown') highlight(Math.min(active + 1, shown.length - 1));
  else if (e.key === 'ArrowUp') highlight(Math.max(active - 1, 0));
  else if (e.key === 'Enter' && active >= 0) pick(active);
  else if (e.key === 'Escape') render([]);
  else return;
  e.preventDefault();
});

input.addEventListener('blur', () => setTimeout(() => render([]), 100));

function showResult(item) {
  const r = item.result;
  $('result').hidden = false;
  $('standardized').textContent = r.address_line1 || r.address_line2 ? `${r.address_line1}\n${r.address_line2}` : '(nothing the reference can back)';
  const status = $('status');
  status.textContent = `${item.status} · ${r.lookup_status}`;
  status.className = item.status === 'FAIL' ? 'FAIL' : r.lookup_status.replace('ADDRESS_', '');
  $('accuracy').textContent = r.address_accuracy_level;
  $('message').textContent = item.message;
  const rows = (r.corrections ?? []).map((c) => {
    const tr = document.createElement('tr');
    for (const v of [c.field, c.from, c.to, c.reason]) {
      const td = document.createElement('td');
      td.textContent = v;
      tr.append(td);
    }
    return tr;
  });
  if (rows.length === 0) {
    const tr = document.createElement('tr');
    const td = document.createElement('td');
    td.colSpan = 4;
    td.className = 'none';
    td.textContent = 'none: the address was already in its standard form';
    tr.append(td);
    rows.push(tr);
  }
  $('corrections').tBodies[0].replaceChildren(...rows);
}

$('address-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const text = input.value.trim();
  if (text === '') {
    hint.textContent = 'type an address first';
    return;
  }
  const item = picked
    ? { street_address: picked.street_address, apt_suite_other: picked.apt_suite_other, city: picked.city, state: picked.state, zip_code: picked.zip_code }
    : { full_address: text };
  verifyButton.disabled = true;
  try {
    const response = await fetch('/v1/addresses/lookup/bulk', { method: 'POST', headers: headers(), body: JSON.stringify({ items: [item] }) });
    if (!response.ok) {
      hint.textContent = await apiError(response);
      return;
    }
    const [answer] = await response.json();
    hint.textContent = '';
    showResult(answer);
  } catch (err) {
    hint.textContent = `cannot reach the server: ${err.message}`;
  } finally {
    verifyButton.disabled = false;
  }
});
