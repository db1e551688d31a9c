// The preview page of chatshot serve and chatshot preview: an editor, the picture redrawn as
// you type (debounced; the last request wins), errors under the editor with line and column,
// pickers filled from the server's lists, downloads. No framework, no build step: the server
// embeds this file in its binary.
'use strict';

const SAMPLE = `@title Lunch plans
@me Ann

-- Today
[12:01] Ann: Hungry?
[12:02] Bob: Starving.
  Tacos or ramen?
Ann: Ramen it is: the usual place 🍜
`;

const DEBOUNCE_MS = 250;
const $ = (id) => document.getElementById(id);
const editor = $('editor');
const picture = $('picture');
const state = {
  config: { mode: 'serve', file: null },
  sequence: 0,        // the last render asked for; older answers are dropped
  controller: null,   // aborts the render in flight when a newer one starts
  timer: 0,
  objectURL: null,
  saved: null,        // the file's text as last read or saved (preview)
  version: 0,         // the changes on disk the text read includes (preview)
  error: null,
};

/// Whether the editor holds JSON (else a .chat script).
function looksLikeJSON(text) {
  const start = text.trimStart();
  return start.startsWith('{') || start.startsWith('[');
}

/// What the server calls the input: the previewed file, or a name that tells its format.
function inputName() {
  if (state.config.file) return state.config.file;
  return looksLikeJSON(editor.value) ? 'chat.json' : 'chat.chat';
}

/// The stem of the files downloaded: the previewed file's name without its extension.
function baseName() {
  const name = state.config.file || 'chat';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/// The query for the options chosen, named as chatshot's options.
function query(format) {
  const q = new URLSearchParams();
  q.set('name', inputName());
  q.set('scale', $('scale').value);
  if (format && format !== 'png') q.set('format', format);
  for (const id of ['theme', 'appearance', 'device']) {
    if ($(id).value) q.set(id, $(id).value);
  }
  for (const id of ['status-bar', 'header', 'input-bar']) {
    if ($(id).checked) q.set(id, 'true');
  }
  return q.toString();
}

function post(path, format, signal) {
  return fetch(`${path}?${query(format)}`, {
    method: 'POST',
    headers: { 'Content-Type': looksLikeJSON(editor.value) ? 'application/json' : 'text/plain; charset=utf-8' },
    body: editor.value,
    signal,
  });
}

function setStatus(text) {
  $('status').textContent = text;
}

/// An answer that is not 2xx: the server's JSON error, or its status.
async function errorOf(response) {
  try {
    return await response.json();
  } catch {
    return { error: `The server answered ${response.status}.`, kind: 'http', line: null, column: null };
  }
}

function showError(error) {
  state.error = error;
  $('error').hidden = false;
  $('error-text').textContent = error.error;
  $('error').dataset.line = error.line ?? '';
  $('error').dataset.column = error.column ?? '';
  editor.setAttribute('aria-invalid', 'true');
  const goto = $('goto-error');
  goto.hidden = !error.line;
  if (error.line) goto.textContent = `Go to line ${error.line}, column ${error.column}`;
  picture.dataset.stale = 'true';
  setStatus(error.line ? `Error at line ${error.line}, column ${error.column}.` : 'Error: no picture.');
}

function clearError() {
  state.error = null;
  $('error').hidden = true;
  $('error-text').textContent = '';
  editor.setAttribute('aria-invalid', 'false');
  picture.dataset.stale = 'false';
}

/// Redraws the picture. A newer call aborts this one's request; an answer that arrives after
/// a newer request started is dropped.
async function render() {
  clearTimeout(state.timer);
  const sequence = ++state.sequence;
  if (state.controller) state.controller.abort();
  const controller = new AbortController();
  state.controller = controller;
  setStatus('Drawing…');
  try {
    const response = await post('/render', 'png', controller.signal);
    if (sequence !== state.sequence) return;
    if (!response.ok) {
      showError(await errorOf(response));
      return;
    }
    const blob = await response.blob();
    if (sequence !== state.sequence) return;
    if (state.objectURL) URL.revokeObjectURL(state.objectURL);
    state.objectURL = URL.createObjectURL(blob);
    picture.src = state.objectURL;
    const size = (response.headers.get('X-Chatshot-Size') || '').replace('x', ' × ');
    picture.alt = `The conversation drawn as a chat screenshot${size ? `, ${size} pixels` : ''}`;
    picture.dataset.sequence = String(sequence);
    clearError();
    setStatus(`Drawn${size ? `: ${size} pixels` : ''}.`);
  } catch (error) {
    if (error.name === 'AbortError') return;
    showError({ error: `The server did not answer (${error.message}).`, line: null, column: null });
  }
}

function scheduleRender() {
  clearTimeout(state.timer);
  state.timer = setTimeout(render, DEBOUNCE_MS);
  updateFileStatus();
}

/// Moves the caret to the error's line and column (columns count Unicode scalars, as
/// chatshot's messages do).
function gotoError() {
  const error = state.error;
  if (!error || !error.line) return;
  const lines = editor.value.split('\n');
  let offset = 0;
  for (let i = 0; i < error.line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  const line = lines[error.line - 1] || '';
  let column = 1;
  let index = 0;
  for (const character of line) {
    if (column >= error.column) break;
    index += character.length;
    column++;
  }
  editor.focus();
  editor.setSelectionRange(offset + index, offset + index);
}

/// Fetches the picture (or the snippet) and hands it to the browser as a download.
async function download(path, format, fileName) {
  setStatus(`Preparing ${fileName}…`);
  const response = await post(path, format);
  if (!response.ok) {
    showError(await errorOf(response));
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  setStatus(`Downloaded ${fileName}.`);
}

async function fill(select, path) {
  const response = await fetch(path);
  for (const entry of await response.json()) {
    const option = document.createElement('option');
    option.value = entry.name;
    option.textContent = entry.name;
    option.title = entry.description;
    select.append(option);
  }
}

// Preview: the file, its changes on disk, saving.

function updateFileStatus() {
  if (state.config.mode !== 'preview') return;
  const dirty = editor.value !== state.saved;
  $('file-status').textContent = dirty ? 'Edited: not saved.' : 'Same as the file.';
}

async function loadSource() {
  const response = await fetch('/source');
  if (!response.ok) {
    showError(await errorOf(response));
    return;
  }
  state.version = Number(response.headers.get('X-Chatshot-Version') || 0);
  state.saved = await response.text();
  editor.value = state.saved;
  $('reload').hidden = true;
  updateFileStatus();
  render();
}

async function save() {
  if (state.config.mode !== 'preview') return;
  const text = editor.value;
  const response = await fetch('/save', {
    method: 'POST', headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: text,
  });
  if (!response.ok) {
    showError(await errorOf(response));
    return;
  }
  state.saved = text;
  $('reload').hidden = true;
  updateFileStatus();
  $('file-status').textContent = `Saved ${state.config.file}.`;
}

/// Follows the file's changes on disk. `hello` (on connecting) carries the count of changes
/// so far: one missed before the stream was open is caught up with.
function watchFile() {
  const events = new EventSource('/events');
  const changed = (event) => {
    const { version } = JSON.parse(event.data);
    if (version <= state.version) return;
    if (editor.value === state.saved) {
      loadSource();
    } else {
      $('reload').hidden = false;
      $('file-status').textContent = 'The file changed on disk; your edits are not saved.';
    }
  };
  events.addEventListener('hello', (event) => {
    document.body.dataset.watching = 'true';
    changed(event);
  });
  events.addEventListener('change', changed);
}

async function start() {
  state.config = await (await fetch('/config')).json();
  await Promise.all([fill($('theme'), '/themes'), fill($('device'), '/devices')]);
  editor.addEventListener('input', scheduleRender);
  for (const id of ['theme', 'appearance', 'device', 'scale', 'status-bar', 'header', 'input-bar']) {
    $(id).addEventListener('change', render);
  }
  $('goto-error').addEventListener('click', gotoError);
  for (const button of document.querySelectorAll('button.download')) {
    const format = button.dataset.format;
    button.addEventListener('click', () => download('/render', format, `${baseName()}.${format}`));
  }
  $('snippet').addEventListener('click', () => download('/snippet', 'png', `${baseName()}.html`));
  editor.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      render();
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 's' && (event.ctrlKey || event.metaKey) && state.config.mode === 'preview') {
      event.preventDefault();
      save();
    }
  });
  if (state.config.mode === 'preview') {
    $('mode').textContent = 'preview';
    $('file-name').textContent = state.config.file;
    $('file-actions').hidden = false;
    $('save-hint').hidden = false;
    $('save').addEventListener('click', save);
    $('reload').addEventListener('click', loadSource);
    await loadSource();
    watchFile();
  } else {
    $('mode').textContent = 'serve';
    editor.value = SAMPLE;
    render();
  }
}

start();
