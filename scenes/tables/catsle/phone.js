/* CATsle Builders on the phone: your hand, the trick, and your columns when you take.
 *
 * The view (game/catsle/codec.py state_to_json of view(state, seat)): players, hand_size, limits
 * (one per column; with 4-5 players the last is the 0-limit column), phase (start/deal/play/take/
 * over), round, hands (others null), leader, trick [[player, card]…] in play order, pool (cards of
 * the trick not yet taken), queue (the takers, one entry per card), ranking (strongest first),
 * tableaux[player][column] (cards), finished[round][player] (points).
 * Moves: {"type":"play","card"} and {"type":"take","card","column"}.
 */
"use strict";

(function () {
  const K = window.Kastell;
  const h = K.h, t = K.t;

  function actor(v) {
    if (v.phase === "start" || v.phase === "deal") return -1;
    if (v.phase === "play") return (v.leader + v.trick.length) % v.players;
    if (v.phase === "take") return v.queue.length ? v.queue[0] : -1;
    return null;
  }

  function cardName(card) {
    return t("phone.catsle.card", { suit: t("phone.catsle.suit_one." + card[0]), value: card.slice(1) });
  }

  function cardImg(card) {
    return K.img("catsle-" + card, cardName(card));
  }

  function totals(v) {
    const out = [];
    for (let p = 0; p < v.players; p++) {
      out.push((v.finished || []).reduce(function (sum, row) { return sum + (row[p] || 0); }, 0));
    }
    return out;
  }

  function exactColumns(v, p) {
    return v.tableaux[p].filter(function (col, i) { return v.limits[i] > 0 && col.length === v.limits[i]; }).length;
  }

  // ---------------------------------------------------------------- pieces

  /** The points so far (from round 2 on; whose turn it is stands in the header). */
  function pointsPanel(ctx) {
    const v = ctx.view;
    if (!(v.finished || []).length) return null;
    const who = actor(v);
    const sums = totals(v);
    const chips = [];
    for (let p = 0; p < v.players; p++) chips.push(K.chip(p, sums[p], { active: p === who }));
    return h("div", { class: "panel" },
      h("div", { class: "section-title" }, t("phone.points")),
      h("div", { class: "players" }, chips));
  }

  function trickPanel(ctx) {
    const v = ctx.view;
    const slots = [];
    const taking = v.phase === "take";
    const rankOf = {};
    (v.ranking || []).forEach(function (p, i) { rankOf[p] = i + 1; });
    v.trick.forEach(function (entry) {
      const p = entry[0], card = entry[1];
      const taken = taking && v.pool.indexOf(card) < 0;
      slots.push(h("div", { class: "slot" },
        taking ? h("div", { class: "rank" }, rankOf[p] ? rankOf[p] + "." : "") : null,
        h("div", { class: "cs-card" + (taken ? " taken" : "") }, cardImg(card), K.seatBadge(p, true)),
        h("div", { class: "who" }, K.name(p))));
    });
    if (v.phase === "play") {
      for (let i = v.trick.length; i < v.players; i++) {
        const p = (v.leader + i) % v.players;
        slots.push(h("div", { class: "slot" },
          h("div", { class: "empty" }, K.seatBadge(p, true)),
          h("div", { class: "who" }, K.name(p))));
      }
    }
    return h("div", { class: "panel" },
      h("div", { class: "spread" }, h("span", { class: "section-title" }, t("phone.catsle.trick")),
        h("span", { class: "muted small" }, t("phone.catsle.round", { n: Math.max(1, v.round) }))),
      h("div", { class: "cs-trick" }, slots));
  }

  function myTakes(v, me) {
    let n = 0;
    while (n < v.queue.length && v.queue[n] === me) n++;
    return n;
  }

  function prompt(ctx) {
    const v = ctx.view, me = ctx.seat, who = actor(v);
    if (ctx.yourTurn && v.phase === "play") {
      const playable = ctx.legal.filter(function (m) { return m.type === "play"; }).map(function (m) { return m.card; });
      const hand = v.hands[me] || [];
      if (v.trick.length && playable.length < hand.length) {
        return h("p", { class: "prompt" }, t("phone.catsle.follow", { suit: t("phone.catsle.suit." + v.trick[0][1][0]) }));
      }
      return h("p", { class: "prompt" }, t("phone.catsle.play"));
    }
    if (ctx.yourTurn && v.phase === "take") {
      if (ctx.ui.takeCard) return h("p", { class: "prompt" }, t("phone.catsle.take_column", { card: cardName(ctx.ui.takeCard) }));
      return h("p", { class: "prompt" }, t(myTakes(v, me) >= 2 ? "phone.catsle.take_two" : "phone.catsle.take_one"));
    }
    if (who === null || who === -1) return null;
    if (v.phase === "take") {
      const n = myTakes(v, who);
      return h("p", { class: "prompt quiet" },
        t(n >= 2 ? "phone.catsle.wait_take_two" : "phone.catsle.wait_take_one", { name: K.name(who) }));
    }
    return h("p", { class: "prompt quiet" }, t("phone.catsle.wait_play", { name: K.name(who) }));
  }

  function poolPanel(ctx) {
    const v = ctx.view;
    const cards = [];
    ctx.legal.forEach(function (m) { if (m.type === "take" && cards.indexOf(m.card) < 0) cards.push(m.card); });
    return h("div", { class: "panel" },
      h("div", { class: "section-title" }, t("phone.catsle.pool")),
      h("div", { class: "cs-pool" }, cards.map(function (card) {
        const sel = ctx.ui.takeCard === card;
        return h("button", {
          class: "cs-card tap" + (sel ? " selected" : ""),
          "data-tap": "pool-" + card,
          "aria-pressed": sel ? "true" : "false",
          onclick: function () {
            ctx.ui.takeCard = sel && cards.length > 1 ? null : card;
            K.refresh();
          },
        }, cardImg(card));
      })));
  }

  function columnsPanel(ctx) {
    const v = ctx.view, me = ctx.seat;
    const cols = v.tableaux[me];
    const picking = ctx.yourTurn && v.phase === "take" && ctx.ui.takeCard;
    const legalCols = [];
    if (picking) {
      ctx.legal.forEach(function (m) {
        if (m.type === "take" && m.card === ctx.ui.takeCard) legalCols.push(m.column);
      });
    }
    return h("div", { class: "panel" },
      h("div", { class: "section-title" }, t("phone.catsle.columns")),
      h("div", { class: "cs-columns", style: "--cols:" + cols.length }, cols.map(function (col, i) {
        const lim = v.limits[i];
        const suit = col.length ? col[0][0] : null;
        const legal = legalCols.indexOf(i) >= 0;
        const state = col.length > lim ? " over" : (lim > 0 && col.length === lim ? " exact" : "");
        const label = t("phone.catsle.column_label", {
          limit: lim, count: col.length,
          suit: suit ? t("phone.catsle.suit." + suit) : t("phone.catsle.empty"),
        });
        const kids = [
          h("span", { class: "lim" }, lim > 0 ? "≤" + lim : "0"),
          suit ? K.img("catsle-suit-" + suit, "", "suit") : h("span", { class: "suit-none" }),
          h("span", { class: "count" }, String(col.length)),
        ];
        const cls = "cs-col" + state + (suit ? " suit-" + suit : "") + (picking ? (legal ? " legal tap" : " nolegal") : "");
        if (!picking) return h("div", { class: cls, "aria-label": label }, kids);
        return h("button", {
          class: cls,
          "aria-label": label,
          disabled: !legal,
          "data-tap": "col-" + i,
          onclick: function () {
            K.send({ type: "take", card: ctx.ui.takeCard, column: i }, "col-" + i);
          },
        }, kids);
      })));
  }

  function handPanel(ctx) {
    const v = ctx.view, me = ctx.seat;
    const hand = (v.hands && v.hands[me]) || [];
    const playing = ctx.yourTurn && v.phase === "play";
    const playable = ctx.legal.filter(function (m) { return m.type === "play"; }).map(function (m) { return m.card; });
    const cols = hand.length > 10 ? 6 : 5;
    return h("div", { class: "panel" },
      h("div", { class: "section-title" }, t("phone.catsle.hand", { n: hand.length })),
      hand.length === 0 ? h("p", { class: "muted" }, t("phone.catsle.no_cards")) :
      h("div", { class: "cs-cards cs-hand", style: "--cols:" + cols }, hand.map(function (card) {
        if (!playing) return h("div", { class: "cs-card" }, cardImg(card));
        const ok = playable.indexOf(card) >= 0;
        return h("button", {
          class: "cs-card tap " + (ok ? "playable" : "dim"),
          "data-tap": "hand-" + card,
          "aria-label": cardName(card),
          onclick: function () {
            if (ok) K.send({ type: "play", card: card }, "hand-" + card);
            else {
              const led = v.trick.length ? v.trick[0][1][0] : null;
              K.toast(led ? t("phone.catsle.follow", { suit: t("phone.catsle.suit." + led) }) : t("phone.refused"));
            }
          },
        }, cardImg(card));
      })));
  }

  // ---------------------------------------------------------------- the game

  K.register("catsle", {
    actor: actor,
    waitingKey: "phone.catsle.dealing",

    onState: function (ui, prev, msg) {
      const cards = [];
      (msg.legal || []).forEach(function (m) { if (m.type === "take" && cards.indexOf(m.card) < 0) cards.push(m.card); });
      if (cards.indexOf(ui.takeCard) < 0) ui.takeCard = null;
      if (cards.length === 1) ui.takeCard = cards[0];
    },

    render: function (ctx) {
      const v = ctx.view;
      const root = h("div", null);
      if (v.phase === "start" || v.phase === "deal") {
        root.appendChild(h("p", { class: "prompt quiet" }, t("phone.catsle.dealing")));
        const pts = pointsPanel(ctx);
        if (pts) root.appendChild(pts);
        root.appendChild(columnsPanel(ctx));
        return root;
      }
      const p = prompt(ctx);
      if (ctx.yourTurn && v.phase === "take") {  // the choice first: the pool, then the columns
        root.appendChild(p);
        root.appendChild(poolPanel(ctx));
        root.appendChild(columnsPanel(ctx));
        root.appendChild(trickPanel(ctx));
        root.appendChild(handPanel(ctx));
      } else {
        root.appendChild(trickPanel(ctx));
        if (p) root.appendChild(p);
        root.appendChild(handPanel(ctx));
        root.appendChild(columnsPanel(ctx));
      }
      const pts = pointsPanel(ctx);
      if (pts) root.appendChild(pts);
      return root;
    },

    results: function (v) {
      const sums = totals(v);
      return sums.map(function (points, seat) { return { seat: seat, points: points }; });
    },

    winners: function (v) {
      const sums = totals(v);
      const best = Math.max.apply(null, sums);
      let top = [];
      sums.forEach(function (s, p) { if (s === best) top.push(p); });
      if (top.length > 1) {  // tie: most columns exactly at their limit in round 3
        const ex = top.map(function (p) { return exactColumns(v, p); });
        const most = Math.max.apply(null, ex);
        top = top.filter(function (p, i) { return ex[i] === most; });
      }
      return top;
    },
  });
})();
