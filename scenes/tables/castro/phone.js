/* Castro on the phone: the dice (tap to keep), the roll button, and the 6x6 courtyard to build on.
 *
 * The view (game/castro/codec.py): players, options.straight, stacks[6][6] (owners bottom -> top),
 * supply / discarded (roofs per player), starter (null before the start), rolls (made this turn,
 * 0-5), dice (the last roll, sorted; [] before the first), kept (dice held for a pending roll, or
 * null), seen, winner (an immediate winner, or null).
 * Moves: roll {keep: values ascending} ([] on the first roll), place {field: [r, c]}, discard.
 */
"use strict";

(function () {
  const K = window.Kastell;
  const h = K.h, t = K.t;
  const ROOFS = 15, MAX_ROLLS = 5;
  // game.castro.BOARD (house layout), row 0 first; tests/test_phone_page.py checks this copy.
  const BOARD = [
    ["yatzy", "pair1", "three", "full_house", "yatzy", "three"],
    ["three", "full_house", "straight", "pair2", "full_house", "four"],
    ["full_house", "four", "three", "straight", "four", "pair3"],
    ["pair4", "full_house", "straight", "four", "three", "straight"],
    ["yatzy", "three", "pair5", "full_house", "straight", "full_house"],
    ["three", "four", "straight", "four", "pair6", "four"],
  ];

  function sum(a) { return a.reduce(function (s, x) { return s + x; }, 0); }

  function isOver(v) {
    return v.winner !== null || (v.starter !== null && sum(v.supply) === 0);
  }

  function toMove(v) {
    return (v.starter + ROOFS * v.players - sum(v.supply)) % v.players;
  }

  function actor(v) {
    if (isOver(v)) return null;
    if (v.starter === null || v.kept !== null) return -1;
    return toMove(v);
  }

  function family(cat) { return cat.indexOf("pair") === 0 ? "pair" : cat; }

  function catName(cat) { return t("phone.castro.cat." + cat); }

  function scores(v) {
    const out = [];
    for (let p = 0; p < v.players; p++) out.push(0);
    v.stacks.forEach(function (row) {
      row.forEach(function (st) { if (st.length) out[st[st.length - 1]] += st.length; });
    });
    return out;
  }

  function sameField(a, b) { return !!a && !!b && a[0] === b[0] && a[1] === b[1]; }

  // ---------------------------------------------------------------- pieces

  function playersPanel(ctx) {
    const v = ctx.view, who = actor(v);
    const pts = scores(v);
    const chips = [];
    for (let p = 0; p < v.players; p++) chips.push(K.chip(p, pts[p], { active: p === who }));
    return h("div", { class: "panel" },
      h("div", { class: "section-title" }, t("phone.points")),
      h("div", { class: "players" }, chips),
      h("div", { class: "muted small", style: "margin-top:6px" }, t("phone.castro.points_hint")));
  }

  function statusLine(ctx) {
    const v = ctx.view;
    const rollText = v.rolls > 0 ? t("phone.castro.roll_n", { n: v.rolls }) : t("phone.castro.round", {
      n: Math.min(Math.floor((ROOFS * v.players - sum(v.supply)) / v.players) + 1, ROOFS),
    });
    return h("div", { class: "spread" },
      h("span", { class: "section-title inline" }, rollText),
      h("span", { class: "cr-roofs muted small" }, K.img("castro-roof-" + (ctx.seat % 5), ""),
        t("phone.castro.roofs_left", { n: v.supply[ctx.seat] })));
  }

  function keptValues(v, ui) {
    const out = [];
    v.dice.forEach(function (d, i) { if (ui.keep && ui.keep[i]) out.push(d); });
    return out.sort(function (a, b) { return a - b; });
  }

  function dicePanel(ctx) {
    const v = ctx.view, ui = ctx.ui;
    const canKeep = ctx.yourTurn && v.rolls >= 1 && v.rolls < MAX_ROLLS;
    const dice = [];
    if (!v.dice.length) {
      for (let i = 0; i < MAX_ROLLS; i++) dice.push(h("div", { class: "cr-die blank" }));
    } else {
      v.dice.forEach(function (d, i) {
        const kept = !!(ui.keep && ui.keep[i]);
        const pic = K.img("castro-die-" + d, String(d));
        if (!canKeep) { dice.push(h("div", { class: "cr-die" }, pic)); return; }
        dice.push(h("button", {
          class: "cr-die tap" + (kept ? " kept" : ""), "data-kept": t("phone.castro.kept"),
          "aria-pressed": kept ? "true" : "false", "aria-label": String(d), "data-tap": "die-" + i,
          onclick: function () {
            ui.keep = ui.keep || [];
            ui.keep[i] = !ui.keep[i];
            K.refresh();
          },
        }, pic));
      });
    }
    let hint = "";
    if (v.kept !== null) hint = t("phone.castro.rolling");
    else if (canKeep) hint = keptValues(v, ui).length === MAX_ROLLS ? t("phone.castro.keep_all") : t("phone.castro.keep_hint");
    return h("div", { class: "panel" },
      statusLine(ctx),
      h("div", { class: "cr-dice" }, dice),
      hint ? h("div", { class: "cr-dice-hint" }, hint) : null);
  }

  function actions(ctx, root) {
    const v = ctx.view, ui = ctx.ui;
    if (!ctx.yourTurn) return;
    const box = h("div", { class: "cr-actions" });
    if (v.rolls === 0) {
      box.appendChild(h("button", {
        class: "btn primary wide tap", "data-tap": "roll", disabled: !K.isLegal({ type: "roll", keep: [] }),
        onclick: function () { K.send({ type: "roll", keep: [] }, "roll"); },
      }, t("phone.castro.roll")));
    } else if (v.rolls < MAX_ROLLS) {
      const keep = keptValues(v, ui);
      const move = { type: "roll", keep: keep };
      box.appendChild(h("button", {
        class: "btn wide tap", "data-tap": "roll", disabled: !K.isLegal(move),
        onclick: function () { K.send(move, "roll"); },
      }, keep.length ? t("phone.castro.roll_rest", { n: MAX_ROLLS - keep.length }) : t("phone.castro.roll_all")));
    }
    if (K.isLegal({ type: "discard" })) {
      box.appendChild(h("p", { class: "prompt" }, t("phone.castro.no_field")));
      box.appendChild(h("button", {
        class: "btn primary wide tap", "data-tap": "discard",
        onclick: function () { K.send({ type: "discard" }, "discard"); },
      }, t("phone.castro.discard")));
    }
    if (box.childNodes.length) root.appendChild(box);
  }

  function promptText(ctx) {
    const v = ctx.view;
    const who = actor(v);
    if (!ctx.yourTurn) {
      if (who === -1 || who === null) return null;
      return h("p", { class: "prompt quiet" }, t("phone.castro.wait", { name: K.name(who) }));
    }
    if (v.rolls === 0) return h("p", { class: "prompt" }, t("phone.castro.start_turn"));
    const places = ctx.legal.some(function (m) { return m.type === "place"; });
    if (places) {
      return h("p", { class: "prompt" }, v.rolls < MAX_ROLLS ? t("phone.castro.pick_or_roll") : t("phone.castro.pick_field"));
    }
    if (v.rolls < MAX_ROLLS) return h("p", { class: "prompt" }, t("phone.castro.nothing_fits"));
    return null;
  }

  function boardPanel(ctx) {
    const v = ctx.view, ui = ctx.ui;
    const legal = ctx.legal.filter(function (m) { return m.type === "place"; }).map(function (m) { return m.field; });
    const choosing = ctx.yourTurn && v.rolls >= 1 && legal.length > 0;
    const cells = [];
    BOARD.forEach(function (row, r) {
      row.forEach(function (cat, c) {
        const st = v.stacks[r][c];
        const isLegal = choosing && legal.some(function (f) { return f[0] === r && f[1] === c; });
        const selected = isLegal && sameField(ui.field, [r, c]);
        let cls = "cr-field " + family(cat) + (st.length ? " stacked" : "");
        if ((ctx.highlight || []).some(function (f) { return f[0] === r && f[1] === c; })) cls += " win";
        if (st.length >= MAX_ROLLS) cls += " locked";
        if (choosing) cls += selected ? " selected" : (isLegal ? " legal" : " dim");
        const kids = [K.img("castro-field-" + cat, "", "pic")];
        if (st.length) {
          const top = st[st.length - 1];
          kids.push(h("div", { class: "tower" }, K.img("castro-roof-" + (top % 5), ""),
            h("span", { class: "h", style: "--c:var(--seat" + (top % 5) + ")" }, String(st.length))));
        }
        const label = t("phone.castro.field_label", { category: catName(cat), height: st.length });
        if (isLegal) {
          cells.push(h("button", {
            class: cls + " tap", "aria-label": label, "data-tap": "field-" + r + "-" + c,
            onclick: function () { ui.field = selected ? null : [r, c]; K.refresh(); },
          }, kids));
        } else {
          cells.push(h("div", { class: cls, "aria-label": label }, kids));
        }
      });
    });
    return h("div", { class: "cr-board" }, cells);
  }

  function confirmBar(ctx, root) {
    const ui = ctx.ui;
    if (!ctx.yourTurn || !ui.field) return;
    const move = { type: "place", field: ui.field.slice() };
    if (!K.isLegal(move)) return;
    const cat = BOARD[ui.field[0]][ui.field[1]];
    const height = ctx.view.stacks[ui.field[0]][ui.field[1]].length + 1;
    root.appendChild(h("div", { class: "cr-sticky" },
      h("button", {
        class: "btn primary wide tap", "data-tap": "place",
        onclick: function () { K.send(move, "place"); },
      }, t("phone.castro.build", { category: catName(cat), height: height }))));
  }

  // ---------------------------------------------------------------- the game

  K.register("castro", {
    actor: actor,
    waitingKey: "phone.castro.rolling",

    onState: function (ui, prev, msg) {
      const v = msg.view, pv = prev && prev.view;
      const sameRoll = pv && pv.rolls === v.rolls && JSON.stringify(pv.dice) === JSON.stringify(v.dice) &&
        toMove(pv) === toMove(v);
      if (!sameRoll) ui.keep = [];
      if (ui.field && !(msg.legal || []).some(function (m) { return m.type === "place" && sameField(m.field, ui.field); })) {
        ui.field = null;
      }
    },

    render: function (ctx) {
      const root = h("div", null);
      const p = promptText(ctx);
      if (p) root.appendChild(p);
      root.appendChild(dicePanel(ctx));
      actions(ctx, root);
      root.appendChild(boardPanel(ctx));
      confirmBar(ctx, root);
      root.appendChild(playersPanel(ctx));
      return root;
    },

    renderOver: function (ctx) {
      return boardPanel(ctx);
    },

    /** Why the ranking is as it is: four in a row wins whatever the points (the big screen says so too). */
    overNote: function (v) {
      return v.winner === null ? null : t("phone.castro.won_line", { name: K.name(v.winner) });
    },

    results: function (v) {
      return scores(v).map(function (points, seat) { return { seat: seat, points: points }; });
    },

    winners: function (v) {
      if (v.winner !== null) return [v.winner];
      const pts = scores(v);
      const best = Math.max.apply(null, pts);
      const top = [];
      pts.forEach(function (x, p) { if (x === best) top.push(p); });
      return top;
    },
  });
})();
