/* Kastell phone page: the connection to the table, the words, the header and the shared pieces.
 *
 * The table server serves this page at /p/<token> with <base href="/p/<token>/">, so every URL
 * here is relative: assets/strings.json (the words in the table's language; "phone.game" is the
 * game's name), img/<name>.png (the pictures each game's phone_art.py draws, written by
 * scenes/services/phones/images.py) and the WebSocket "ws".
 *
 * Messages (ARCHITECTURE.md, "Phones as private hands"):
 *   server -> phone  {"type":"hello","game","seat","names","lang"}  once per connection
 *                    {"type":"state","version","view","legal","your_turn"[, "preset"][, "table"]}
 *                      preset: the move the big screen presets for this seat's choice (Caprice's best
 *                      order); highlight: the fields the big screen makes shine (Castro's winning
 *                      line); table: what holds the game at the big screen (a round's score, the
 *                      results, the pause): {hold, id, text, title?, rows?, actions: [{name, label}]}
 *                    {"type":"error","code","text"}   (text already translated: shown as a toast)
 *   phone -> server  {"type":"move","version","move"}
 *                    {"type":"action","hold","name"}  a hold's button ("continue", "play_again")
 *
 * The game's script (its table folder's phone.js, e.g. scenes/tables/castro/phone.js, served as
 * assets/game.js: the page loads only the current game's) registers itself with Kastell.register(key, {
 *   actor(view) -> seat number, -1 at a chance step, null when over;
 *   waitingKey: the words shown at a chance step;
 *   render(ctx) -> a DOM node (ctx: see context());
 *   onState(ui, prev, msg): keep or drop the player's half-made choice when a new state arrives;
 *   results(view) -> [{seat, points}], winners(view) -> [seats]   (for the end screen)
 *   overNote(view) -> a sentence under the end screen's title, or null (optional)
 * }).
 */
"use strict";

(function () {
  const K = (window.Kastell = {
    games: {},
    strings: {},
    hello: null,    // the last hello
    msg: null,      // the last state message
    ui: {},         // the game's half-made choice (selected card, kept dice …), owned by its file
    pending: null,  // a move sent and not yet answered
    lastTap: null,  // data-tap of the element the last move came from (shaken when refused)
  });

  K.register = function (key, game) {
    K.games[key] = game;
  };

  // ---------------------------------------------------------------- words

  /** Python's str.format for {name} placeholders (the project's texts use that syntax). */
  function fmt(text, params) {
    return String(text).replace(/\{(\w+)\}/g, function (whole, name) {
      return params && Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole;
    });
  }

  /** The text of `key` in the table's language (the key itself if strings.json lacks it). */
  function t(key, params) {
    const text = Object.prototype.hasOwnProperty.call(K.strings, key) ? K.strings[key] : key;
    return fmt(text, params || {});
  }

  K.fmt = fmt;
  K.t = t;

  // ---------------------------------------------------------------- DOM helpers

  /** h("div", {class: "x", onclick: f}, child, "text", [more]) */
  function h(tag, attrs) {
    const el = document.createElement(tag);
    if (attrs) {
      for (const key of Object.keys(attrs)) {
        const v = attrs[key];
        if (v === null || v === undefined || v === false) continue;
        if (key === "class") el.className = v;
        else if (key === "style") el.style.cssText = v;
        else if (key.slice(0, 2) === "on") el.addEventListener(key.slice(2), v);
        else el.setAttribute(key, v === true ? "" : String(v));
      }
    }
    const add = function (kid) {
      if (kid === null || kid === undefined || kid === false) return;
      if (Array.isArray(kid)) kid.forEach(add);
      else el.appendChild(kid instanceof Node ? kid : document.createTextNode(String(kid)));
    };
    for (let i = 2; i < arguments.length; i++) add(arguments[i]);
    return el;
  }

  /** A picture drawn by images.py: img/<name>.png */
  function img(name, alt, cls) {
    return h("img", { src: "img/" + name + ".png", alt: alt || "", class: cls || null, draggable: "false" });
  }

  K.h = h;
  K.img = img;

  K.name = function (seat) {
    const names = (K.hello && K.hello.names) || [];
    const n = names[seat];
    return n ? String(n) : t("phone.player", { n: seat + 1 });
  };

  K.seatBadge = function (seat, small) {
    return img("seat-" + (seat % 5), "", "seat-badge" + (small ? " sm" : ""));
  };

  /** A player chip: shape, name and an optional number (points, roofs left …). */
  K.chip = function (seat, num, opts) {
    opts = opts || {};
    const me = K.hello && seat === K.hello.seat;
    return h("span", { class: "chip" + (opts.active ? " active" : "") + (me ? " me" : "") },
      K.seatBadge(seat, true),
      h("span", { class: "name" }, me ? t("phone.you_name", { name: K.name(seat) }) : K.name(seat)),
      num === undefined || num === null ? null : h("span", { class: "num" }, num));
  };

  // ---------------------------------------------------------------- toasts and feedback

  function toast(text) {
    const box = document.getElementById("toasts");
    const el = h("div", { class: "toast" }, text);
    while (box.children.length >= 2) box.removeChild(box.firstChild);
    box.appendChild(el);
    setTimeout(function () { el.classList.add("out"); }, 3600);
    setTimeout(function () { if (el.parentNode) el.parentNode.removeChild(el); }, 4000);
  }
  K.toast = toast;

  function shakeLastTap() {
    if (!K.lastTap) return;
    const el = document.querySelector('[data-tap="' + K.lastTap + '"]');
    if (!el) return;
    el.classList.remove("shake");
    void el.offsetWidth;  // restart the animation
    el.classList.add("shake");
  }

  // browsers allow vibrating only after the person has touched the page once
  let touched = false;
  document.addEventListener("pointerdown", function () { touched = true; }, { capture: true, passive: true });

  function buzz(pattern) {
    if (!touched || !navigator.vibrate) return;
    try {
      navigator.vibrate(pattern);
    } catch (e) { /* not allowed here */ }
  }

  // ---------------------------------------------------------------- sending moves

  let ws = null;

  /** Send `move` (move JSON) for the latest state; `tap` names the element it came from. */
  K.send = function (move, tap) {
    return post(K.msg && { type: "move", version: K.msg.version, move: move }, tap);
  };

  /** Press a button of the screen that holds the game (the round's "Nächste Runde", "Nochmal spielen"). */
  K.act = function (name) {
    const hold = K.msg && K.msg.table;
    return post(hold && { type: "action", hold: hold.id, name: name }, "action-" + name);
  };

  /** Send one message and wait for its answer (a state or an error); `tap` names the element it came
   *  from (shown as sent at once, shaken when refused). A message without an answer in 5 s is given up. */
  function post(message, tap) {
    if (!ws || ws.readyState !== WebSocket.OPEN || !message) {
      toast(t("phone.not_connected"));
      return false;
    }
    if (K.pending) return false;
    K.lastTap = tap || null;
    ws.send(JSON.stringify(message));
    const mark = { at: Date.now() };
    K.pending = mark;
    document.getElementById("game").classList.add("busy");
    // the tapped element shows it went off at once (the state follows once the big screen has shown it)
    const el = tap ? document.querySelector('[data-tap="' + tap + '"]') : null;
    if (el) el.classList.add("sent");
    setTimeout(function () {
      if (K.pending === mark) {  // no answer: let the player try again
        K.pending = null;
        render();
      }
    }, 5000);
    return true;
  }

  /** JSON with the keys of every object sorted, so equal moves give equal text. */
  function canonical(x) {
    if (Array.isArray(x)) return "[" + x.map(canonical).join(",") + "]";
    if (x && typeof x === "object") {
      return "{" + Object.keys(x).sort().map(function (k) { return JSON.stringify(k) + ":" + canonical(x[k]); }).join(",") + "}";
    }
    return JSON.stringify(x);
  }

  /** Whether `move` is among the legal moves (the server's move JSON is canonical: keep ascending …). */
  K.isLegal = function (move) {
    const want = canonical(move);
    return ((K.msg && K.msg.legal) || []).some(function (m) { return canonical(m) === want; });
  };

  /** Re-draw after a change of the player's half-made choice. */
  K.refresh = function () { render(); };

  // ---------------------------------------------------------------- rendering

  function render() {
    const main = document.getElementById("game");
    main.classList.toggle("busy", !!K.pending);
    if (fatal && fatal !== "closed") return;
    if (!K.hello || !K.msg) return;
    renderHeader();
    const game = K.games[K.hello.game];
    main.textContent = "";
    if (!game) {
      main.appendChild(h("div", { class: "notice" }, h("p", null, t("phone.unknown_game"))));
      return;
    }
    const view = K.msg.view;
    const hold = K.msg.table;
    if (game.actor(view) === null) {
      main.appendChild(renderResults(game, view));
      if (hold) main.appendChild(renderHold(hold));
      if (closedAfter) main.appendChild(h("p", { class: "notice-line" }, t("phone.closed_after")));
      if (game.renderOver) main.appendChild(game.renderOver(context()));
      return;
    }
    if (hold) main.appendChild(renderHold(hold));
    // nothing is dealt before everyone is here; the round's scoring covers the table as on the big screen
    if (hold && (hold.hold === "joining" || hold.hold === "round_score")) return;
    const board = game.render(context());
    if (hold) board.classList.add("held");
    main.appendChild(board);
  }

  /** What holds the game at the big screen: its heading, why, the figures it shows, its buttons. */
  function renderHold(hold) {
    const rows = hold.rows || [];
    const me = K.hello.seat;
    return h("div", { class: "panel hold hold-" + hold.hold, role: "status" },
      hold.title ? h("h2", null, hold.title) : null,
      h("p", { class: "hold-text" }, hold.text),
      rows.length ? h("table", { class: "hold-rows" },
        h("thead", null, h("tr", null, h("th", null, ""), h("th", null, t("phone.round_points")),
          h("th", null, t("phone.total_points")))),
        h("tbody", null, rows.map(function (r) {
          return h("tr", { class: r.seat === me ? "me" : null },
            h("td", null, K.chip(r.seat)),
            h("td", { class: "num" }, (r.points > 0 ? "+" : "") + r.points),
            h("td", { class: "num total" }, r.total));
        }))) : null,
      (hold.actions || []).map(function (a) {
        return h("button", {
          class: "btn primary wide tap", "data-tap": "action-" + a.name, disabled: !!K.pending,
          onclick: function () { K.act(a.name); },
        }, a.label);
      }));
  }

  function context() {
    return {
      view: K.msg.view,
      legal: K.msg.legal || [],
      yourTurn: !!K.msg.your_turn,
      preset: K.msg.preset || null,
      highlight: K.msg.highlight || [],   // fields the big screen makes shine (Castro's winning line)
      hold: K.msg.table || null,
      seat: K.hello.seat,
      players: (K.hello.names || []).length,
      ui: K.ui,
      busy: !!K.pending,
    };
  }

  function renderHeader() {
    const top = document.getElementById("top-main");
    const seat = K.hello.seat;
    const game = K.games[K.hello.game];
    document.getElementById("top").style.setProperty("--seat", "var(--seat" + (seat % 5) + ")");
    top.textContent = "";
    top.appendChild(h("div", { class: "top-row" },
      h("div", { class: "me" }, K.seatBadge(seat), h("span", { class: "me-name" }, K.name(seat))),
      h("div", { class: "game-name" }, t("phone.game"))));
    let line;
    if (!game) {
      line = h("div", { class: "turn" }, "…");
    } else {
      const who = game.actor(K.msg.view);
      if (K.msg.table && who !== null) line = h("div", { class: "turn held" }, h("span", { class: "spinner" }),
        t("phone.held." + K.msg.table.hold));
      else if (who === null) line = h("div", { class: "turn over" }, t("phone.over"));
      else if (K.msg.your_turn) line = h("div", { class: "turn mine" }, t("phone.your_turn"));
      else if (who === -1) line = h("div", { class: "turn" }, h("span", { class: "spinner" }), t(game.waitingKey));
      else line = h("div", { class: "turn" }, K.seatBadge(who, true), t("phone.turn_of", { name: K.name(who) }));
    }
    top.appendChild(line);
  }

  function renderResults(game, view) {
    const rows = game.results(view).slice();
    const winners = game.winners(view);
    const won = function (r) { return winners.indexOf(r.seat) >= 0 ? 1 : 0; };
    // the winners first (Castro's line of four wins whatever the points), then by points
    rows.sort(function (a, b) { return won(b) - won(a) || b.points - a.points || a.seat - b.seat; });
    const me = K.hello.seat;
    let title;
    if (winners.indexOf(me) >= 0) title = winners.length > 1 ? t("phone.you_share") : t("phone.you_win");
    else if (winners.length === 1) title = t("phone.winner", { name: K.name(winners[0]) });
    else if (winners.length > 1) title = t("phone.winners", { names: winners.map(K.name).join(", ") });
    else title = t("phone.over");
    let place = 0, last = null;
    const note = game.overNote ? game.overNote(view) : null;
    return h("div", { class: "panel" },
      h("h2", null, title),
      note ? h("p", { class: "over-note" }, note) : null,
      h("ol", { class: "results" }, rows.map(function (r, i) {
        const key = won(r) + ":" + r.points;
        if (key !== last) { place = i + 1; last = key; }
        return h("li", { class: winners.indexOf(r.seat) >= 0 ? "win" : null },
          h("span", { class: "place" }, place + "."),
          K.seatBadge(r.seat, true),
          h("span", { class: "name" }, r.seat === me ? t("phone.you_name", { name: K.name(r.seat) }) : K.name(r.seat)),
          h("span", { class: "num" }, r.points));
      })),
      // (with a "play again" button below, the next game can start here too)
      K.msg.table && (K.msg.table.actions || []).length ? null : h("p", { class: "muted" }, t("phone.thanks")));
  }

  // ---------------------------------------------------------------- messages

  function onMessage(msg) {
    if (!msg || typeof msg !== "object") return;
    if (msg.type === "hello") {
      const changed = !K.hello || K.hello.game !== msg.game || K.hello.seat !== msg.seat;
      K.hello = msg;
      if (changed) K.ui = {};
      if (msg.lang) document.documentElement.lang = msg.lang;
      document.title = t("phone.game") + " – " + K.name(msg.seat);
      const icon = document.querySelector('link[rel="icon"]');
      if (icon) icon.href = "img/seat-" + (msg.seat % 5) + ".png";
      connectedOk();
      if (!Object.keys(K.strings).length) loadStrings().then(render);  // the first load had failed
      return;
    }
    if (msg.type === "state") {
      const prev = K.msg;
      K.msg = msg;
      K.pending = null;
      const game = K.hello && K.games[K.hello.game];
      if (game && game.onState) game.onState(K.ui, prev, msg);
      if (msg.your_turn && prev && !prev.your_turn) buzz([120, 60, 120]);
      render();
      return;
    }
    if (msg.type === "error") {
      K.pending = null;
      render();
      toast(msg.text || t("phone.refused"));
      shakeLastTap();
      buzz(60);
    }
  }

  // ---------------------------------------------------------------- the connection

  const MIN_WAIT = 500, MAX_WAIT = 5000;
  const UNREACHABLE_AFTER = 30000;   // ms without a connection before saying so plainly
  let wait = MIN_WAIT;
  let timer = null;
  let downSince = null;  // when the connection was lost (null while connected)
  let everConnected = false;
  let fatal = null;      // "gone", "replaced", "taken", "moved" or "closed": no automatic reconnecting
  let hiddenAt = null;
  let opened = false;    // the current socket got through (onopen)
  let closedAfter = false;  // the table closed after the game was over: the results stay

  /** This phone's secret for this seat: made once, kept by the page (the seat belongs to the device
   *  that joined it; the server keeps only a hash). Without storage it lives as long as the page. */
  let memoryDevice = null;
  function deviceSecret() {
    const key = "kastell-device:" + location.pathname;
    const stores = [];
    try { stores.push(window.localStorage); } catch (e) { /* blocked */ }
    try { stores.push(window.sessionStorage); } catch (e) { /* blocked */ }
    for (const store of stores) {
      try {
        const kept = store && store.getItem(key);
        if (kept) return kept;
      } catch (e) { /* blocked */ }
    }
    if (!memoryDevice) {
      const bytes = new Uint8Array(18);
      crypto.getRandomValues(bytes);
      memoryDevice = btoa(String.fromCharCode.apply(null, bytes)).replace(/\+/g, "-").replace(/\//g, "_");
    }
    for (const store of stores) {
      try { if (store) { store.setItem(key, memoryDevice); break; } } catch (e) { /* full or blocked */ }
    }
    return memoryDevice;
  }

  function wsUrl() {
    const url = new URL("ws", document.baseURI);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    url.search = "?device=" + encodeURIComponent(deviceSecret());
    return url.href;
  }

  function connect() {
    clearTimeout(timer);
    timer = null;
    if (ws) {
      const old = ws;
      ws = null;
      try { old.close(); } catch (e) { /* already closed */ }
    }
    opened = false;
    let sock;
    try {
      sock = new WebSocket(wsUrl());
    } catch (e) {
      lost(null);
      return;
    }
    ws = sock;
    showConn();
    sock.onopen = function () { if (sock === ws) opened = true; };
    sock.onmessage = function (ev) {
      if (sock !== ws) return;
      let msg;
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      onMessage(msg);
    };
    sock.onclose = function (ev) {
      if (sock !== ws) return;
      ws = null;
      lost(ev);
    };
  }

  function connectedOk() {
    everConnected = true;
    downSince = null;
    wait = MIN_WAIT;
    fatal = null;
    showConn();
  }

  function lost(ev) {
    K.pending = null;
    if (downSince === null) downSince = Date.now();
    const code = ev ? ev.code : 0;
    if (code === 4001) {          // another device (or tab) took this seat over
      showFatal("replaced");
      return;
    }
    if (code === 4003) {          // the seat belongs to the phone that joined it
      showFatal("taken");
      return;
    }
    if (code === 4004 || code === 4002) {  // the table closed / the seat went to a new phone, the screen …
      if (code === 4004 && gameOver()) {   // the results stay on the phone, with a word that the table closed
        fatal = "closed";
        closedAfter = true;
        clearTimeout(timer);
        document.getElementById("conn").hidden = true;
        document.body.classList.remove("offline");
        render();
        return;
      }
      showFatal(code === 4002 ? "moved" : "gone");
      return;
    }
    showConn();
    if (!opened) probe();         // refused before it opened: is the code still known?
    schedule();
  }

  function schedule() {
    clearTimeout(timer);
    if (fatal) return;
    if (document.hidden) return;  // reconnect when the phone shows the page again
    timer = setTimeout(connect, wait);
    wait = Math.min(MAX_WAIT, wait * 2);
  }

  /** Ask for a small file of this page: 404 means the token is unknown (the game is over). */
  function probe() {
    fetch("assets/strings.json", { cache: "no-store" }).then(function (resp) {
      if (resp.status === 404) showFatal("gone");
    }).catch(function () { /* the server is not reachable: keep trying */ showConn(); });
  }

  function showConn() {
    const bar = document.getElementById("conn");
    const main = document.getElementById("game");
    const online = !!(ws && ws.readyState === WebSocket.OPEN && downSince === null && K.hello);
    document.body.classList.toggle("offline", !online);
    if (fatal) { bar.hidden = true; return; }
    if (online) {
      bar.hidden = true;
      return;
    }
    const long = downSince !== null && Date.now() - downSince > UNREACHABLE_AFTER;
    if (long) {
      bar.hidden = true;
      main.textContent = "";
      main.appendChild(h("div", { class: "notice" },
        h("div", { class: "spinner big" }),
        h("h1", null, t("phone.unreachable_title")),
        h("p", null, t("phone.unreachable_text")),
        h("button", { class: "btn primary tap", onclick: function () { wait = MIN_WAIT; connect(); } },
          t("phone.retry"))));
      return;
    }
    bar.hidden = false;
    bar.textContent = "";
    bar.appendChild(h("span", { class: "spinner" }));
    bar.appendChild(h("span", null, everConnected ? t("phone.reconnecting") : t("phone.connecting")));
    if (!K.msg) {
      main.textContent = "";
      main.appendChild(h("div", { class: "notice" }, h("div", { class: "spinner big" }),
        h("p", null, t("phone.connecting"))));
    }
  }

  function gameOver() {
    const game = K.hello && K.games[K.hello.game];
    return !!(game && K.msg && game.actor(K.msg.view) === null);
  }

  function showFatal(kind) {
    fatal = kind;
    const line = document.querySelector("#top-main .turn");  // no "Your turn!" over a notice
    if (line) line.parentNode.removeChild(line);
    clearTimeout(timer);
    timer = null;
    if (ws) { const old = ws; ws = null; try { old.close(); } catch (e) { /* closed */ } }
    document.getElementById("conn").hidden = true;
    document.body.classList.remove("offline");
    const main = document.getElementById("game");
    main.classList.remove("busy");
    main.textContent = "";
    if (kind === "replaced") {
      main.appendChild(h("div", { class: "notice" },
        h("h1", null, t("phone.replaced_title")),
        h("p", null, t("phone.replaced_text")),
        h("button", { class: "btn primary tap", onclick: function () { fatal = null; wait = MIN_WAIT; connect(); } },
          t("phone.play_here"))));
    } else if (kind === "taken" || kind === "moved") {
      main.appendChild(h("div", { class: "notice" },
        h("h1", null, kind === "taken" ? t("phone.taken_title") : t("phone.moved_title")),
        h("p", null, kind === "taken" ? t("phone.taken_text") : t("phone.moved_text"))));
    } else {
      document.getElementById("top").hidden = true;
      main.appendChild(h("div", { class: "notice" },
        h("h1", null, t("phone.gone_title")),
        h("p", null, t("phone.gone_text")),
        h("button", {
          class: "btn tap",
          onclick: function () {  // try once more; a refusal brings this notice back
            fatal = null;
            document.getElementById("top").hidden = false;
            wait = MIN_WAIT;
            connect();
          },
        }, t("phone.retry"))));
    }
  }

  // the phone slept, the tab was hidden, the network came back
  document.addEventListener("visibilitychange", function () {
    if (document.hidden) {
      hiddenAt = Date.now();
      return;
    }
    const away = hiddenAt === null ? 0 : Date.now() - hiddenAt;
    hiddenAt = null;
    if (fatal) return;
    if (!ws) {
      wait = MIN_WAIT;
      connect();
    } else if (away > 15000 && ws.readyState === WebSocket.OPEN) {
      connect();  // a socket that slept may be dead without knowing it: start afresh (hello + state follow)
    }
  });
  window.addEventListener("online", function () { if (!fatal && !ws) { wait = MIN_WAIT; connect(); } });
  window.addEventListener("pageshow", function (ev) { if (ev.persisted && !fatal) { wait = MIN_WAIT; connect(); } });
  setInterval(function () { if (downSince !== null && !fatal) showConn(); }, 2000);

  // ---------------------------------------------------------------- start

  /** The words in the table's language; resolves to false when the token is unknown (404). */
  function loadStrings() {
    return fetch("assets/strings.json", { cache: "no-store" }).then(function (resp) {
      if (resp.status === 404) return false;
      return resp.json().then(function (words) {
        if (words && typeof words === "object") K.strings = words;
        return true;
      });
    }).catch(function () { return true; });  // not reachable: try the socket anyway (hello fetches again)
  }

  function start() {
    loadStrings().then(function (known) {
      if (known) connect();
      else showFatal("gone");
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
