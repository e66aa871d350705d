/* Caprice on the phone: your secret symbol tiles, the six towers, placing and moving discs, and
 * putting your tiles in order at the end (with the score of the order, counted as
 * game/caprice/scoring.py does).
 *
 * The view (game/caprice/codec.py): players, phase (draw/place/move/order/over), turn, towers[6]
 * (discs bottom -> top: LR LT DR DT), tiles (null before the draw; others' null), placed (the spot
 * placed on this turn), marker ([spot, level] of the disc under the red bead, or null), orders
 * (one per player who has ordered, in seat order; others' null until the end).
 * Moves: place {disc, spot}, move {from, to}, skip, order {tiles: bottom -> top}.
 */
"use strict";

(function () {
  const K = window.Kastell;
  const h = K.h, t = K.t;
  const KINDS = ["LR", "LT", "DR", "DT"];
  const PER_KIND = 6, HEIGHT = 4;
  // the disc picture (images.py: 208 x 142, the table's disc at 2x): each disc of a tower sits 38 px
  // above the one below; the centre of its top face is 90 px above the picture's bottom edge, and
  // the top face is 100 px tall.
  const DISC_W = 208, DISC_H = 142, STEP = 38, FACE = 90, FACE_H = 100;
  const STACK_H = DISC_H + (HEIGHT - 1) * STEP;

  function actor(v) {
    if (v.phase === "draw") return -1;
    if (v.phase === "place" || v.phase === "move") return v.turn;
    if (v.phase === "order") return v.orders.length;
    return null;
  }

  function discName(kind) {
    return t("phone.caprice.disc." + kind);
  }

  function supply(v) {
    const left = {};
    KINDS.forEach(function (k) { left[k] = PER_KIND; });
    v.towers.forEach(function (tower) { tower.forEach(function (d) { left[d] -= 1; }); });
    return left;
  }

  /** Points of one tower for an order (bottom -> top): +1 per matching level, +1 for a full match. */
  function towerScore(tower, order) {
    let m = 0;
    for (let i = 0; i < tower.length && i < order.length; i++) if (tower[i] === order[i]) m++;
    return m + (tower.length === HEIGHT && m === HEIGHT ? 1 : 0);
  }

  function score(towers, order) {
    return towers.reduce(function (sum, tower) { return sum + towerScore(tower, order); }, 0);
  }

  function myTiles(v, seat) {
    return (v.tiles && v.tiles[seat]) || null;
  }

  function pct(x) { return (100 * x).toFixed(2) + "%"; }

  // ---------------------------------------------------------------- the towers

  function stack(tower, spot, v) {
    const box = h("div", { class: "cp-stack", style: "aspect-ratio:" + DISC_W + "/" + STACK_H });
    if (!tower.length) {
      box.appendChild(h("div", { class: "hole", style: "bottom:" + pct((FACE - FACE_H / 2) / STACK_H) + ";height:" + pct(FACE_H / STACK_H) }));
    }
    tower.forEach(function (kind, level) {
      box.appendChild(h("img", {
        class: "disc", src: "img/caprice-disc-" + kind + ".png", alt: discName(kind), draggable: "false",
        style: "bottom:" + pct(level * STEP / STACK_H),
      }));
    });
    if (v.marker && v.marker[0] === spot) {
      const bead = 0.24 * DISC_W;  // its size in picture pixels (the table's bead: 22 px on a 104-px disc)
      box.appendChild(h("img", {
        class: "bead", src: "img/caprice-marker.png", alt: t("phone.caprice.marker"), draggable: "false",
        style: "width:24%;left:38%;bottom:" + pct((v.marker[1] * STEP + FACE - bead / 2) / STACK_H),
      }));
    }
    return box;
  }

  /** The six spots. opts: {legal: [spots], selected: spot, onTap(spot), gains: [per spot] } */
  function board(v, opts) {
    opts = opts || {};
    const legal = opts.legal || null;
    return h("div", { class: "cp-board" + (opts.compact ? " compact" : "") }, v.towers.map(function (tower, spot) {
      const isLegal = legal && legal.indexOf(spot) >= 0;
      let cls = "cp-spot";
      if (opts.selected === spot) cls += " selected";
      else if (isLegal) cls += " legal";
      else if (legal && opts.dimOthers) cls += " off";
      if (v.phase === "move" && v.placed === spot) cls += " placed";
      const kids = [
        h("span", { class: "num" }, String(spot + 1)),
        stack(tower, spot, v),
        h("span", { class: "height" + (tower.length === HEIGHT ? " full" : "") }, tower.length + "/" + HEIGHT),
        opts.gains ? h("span", { class: "gain" + (opts.gains[spot] ? "" : " zero") }, "+" + opts.gains[spot]) : null,
      ];
      const label = t("phone.caprice.spot_label", { n: spot + 1, height: tower.length });
      if (opts.onTap && (isLegal || opts.selected === spot)) {
        return h("button", {
          class: cls + " tap", "data-tap": "spot-" + spot, "aria-label": label,
          onclick: function () { opts.onTap(spot); },
        }, kids);
      }
      return h("div", { class: cls, "aria-label": label }, kids);
    }));
  }

  function tilesPanel(v, seat) {
    const tiles = myTiles(v, seat);
    if (!tiles) return null;
    return h("div", { class: "panel" },
      h("div", { class: "section-title" }, t("phone.caprice.your_tiles")),
      h("div", { class: "cp-tiles" }, tiles.map(function (k) { return K.img("caprice-tile-" + k, discName(k)); })));
  }

  function fullCount(v) {
    return v.towers.filter(function (tw) { return tw.length === HEIGHT; }).length;
  }

  // ---------------------------------------------------------------- steps

  function placeStep(ctx, root) {
    const v = ctx.view, ui = ctx.ui;
    const left = supply(v);
    const kinds = [];
    ctx.legal.forEach(function (m) { if (m.type === "place" && kinds.indexOf(m.disc) < 0) kinds.push(m.disc); });
    const spots = ui.disc ? ctx.legal.filter(function (m) { return m.type === "place" && m.disc === ui.disc; })
      .map(function (m) { return m.spot; }) : null;
    root.appendChild(h("p", { class: "prompt" }, ui.disc ? t("phone.caprice.pick_spot", { disc: discName(ui.disc) })
      : t("phone.caprice.pick_disc")));
    root.appendChild(h("div", { class: "panel" },
      h("div", { class: "cp-discs" }, KINDS.map(function (k) {
        const ok = kinds.indexOf(k) >= 0;
        return h("button", {
          class: "cp-disc tap" + (ui.disc === k ? " selected" : ""),
          disabled: !ok, "data-tap": "disc-" + k, "aria-label": discName(k),
          "aria-pressed": ui.disc === k ? "true" : "false",
          onclick: function () { ui.disc = ui.disc === k ? null : k; K.refresh(); },
        }, K.img("caprice-disc-" + k, ""), h("span", { class: "left" }, t("phone.caprice.left", { n: left[k] })));
      }))));
    root.appendChild(board(v, {
      legal: spots, dimOthers: true,
      onTap: spots ? function (spot) { K.send({ type: "place", disc: ui.disc, spot: spot }, "spot-" + spot); } : null,
    }));
  }

  function moveStep(ctx, root) {
    const v = ctx.view, ui = ctx.ui;
    const moves = ctx.legal.filter(function (m) { return m.type === "move"; });
    const sources = [];
    moves.forEach(function (m) { if (sources.indexOf(m.from) < 0) sources.push(m.from); });
    let legal, text;
    if (ui.from !== null && ui.from !== undefined) {
      legal = moves.filter(function (m) { return m.from === ui.from; }).map(function (m) { return m.to; });
      text = t("phone.caprice.move_to", { n: ui.from + 1 });
    } else {
      legal = sources;
      text = sources.length ? t("phone.caprice.move_from") : t("phone.caprice.no_move");
    }
    root.appendChild(h("p", { class: "prompt" }, text));
    root.appendChild(board(v, {
      legal: legal, selected: ui.from, dimOthers: true,
      onTap: function (spot) {
        if (ui.from === spot) { ui.from = null; K.refresh(); return; }
        if (ui.from === null || ui.from === undefined) { ui.from = spot; K.refresh(); return; }
        K.send({ type: "move", from: ui.from, to: spot }, "spot-" + spot);
      },
    }));
    root.appendChild(h("div", { class: "cr-actions" },
      h("button", {
        class: "btn wide tap", "data-tap": "skip",
        disabled: !K.isLegal({ type: "skip" }),
        onclick: function () { K.send({ type: "skip" }, "skip"); },
      }, t("phone.caprice.skip"))));
  }

  function swap(order, i, j) {
    const x = order[i];
    order[i] = order[j];
    order[j] = x;
  }

  function orderStep(ctx, root) {
    const v = ctx.view, ui = ctx.ui, me = ctx.seat;
    const tiles = myTiles(v, me) || [];
    // the big screen's preset: the best order (sent with the state), until the player changes it
    const preset = ctx.preset && ctx.preset.type === "order" ? ctx.preset.tiles : null;
    const same = function (a) { return a && a.slice().sort().join() === tiles.slice().sort().join(); };
    if (!same(ui.order)) { ui.order = null; ui.touched = false; }
    if (!ui.touched && same(preset)) ui.order = preset.slice();
    if (!ui.order) ui.order = tiles.slice();
    const order = ui.order;
    const gains = v.towers.map(function (tw) { return towerScore(tw, order); });
    const total = score(v.towers, order);
    root.appendChild(h("p", { class: ctx.yourTurn ? "prompt" : "prompt quiet" },
      ctx.yourTurn ? t("phone.caprice.order_now") : t("phone.caprice.order_wait", { name: K.name(actor(v)) })));
    root.appendChild(board(v, { gains: gains, compact: true }));
    const rows = [];
    for (let i = HEIGHT - 1; i >= 0; i--) {
      (function (i) {
        const sel = ui.sel === i;
        rows.push(h("div", { class: "cp-slot" },
          h("div", { class: "pos" }, h("b", null, String(i + 1)),
            i === HEIGHT - 1 ? t("phone.caprice.top") : (i === 0 ? t("phone.caprice.bottom") : "")),
          h("button", {
            class: "tilebtn tap" + (sel ? " selected" : ""), "data-tap": "slot-" + i,
            "aria-label": discName(order[i]), "aria-pressed": sel ? "true" : "false",
            onclick: function () {
              if (ui.sel === null || ui.sel === undefined) ui.sel = i;
              else if (ui.sel === i) ui.sel = null;
              else { swap(order, ui.sel, i); ui.sel = null; ui.touched = true; }
              K.refresh();
            },
          }, K.img("caprice-tile-" + order[i], "")),
          h("span", { class: "label" }, discName(order[i])),
          h("span", { class: "arrows" },
            h("button", {
              class: "btn tap", disabled: i === HEIGHT - 1, "aria-label": t("phone.caprice.up"),
              onclick: function () { swap(order, i, i + 1); ui.sel = null; ui.touched = true; K.refresh(); },
            }, "▲"),
            h("button", {
              class: "btn tap", disabled: i === 0, "aria-label": t("phone.caprice.down"),
              onclick: function () { swap(order, i, i - 1); ui.sel = null; ui.touched = true; K.refresh(); },
            }, "▼"))));
      })(i);
    }
    root.appendChild(h("div", { class: "panel" },
      h("div", { class: "section-title" }, t("phone.caprice.order_title")),
      h("p", { class: "muted small", style: "margin:0 0 8px" }, t("phone.caprice.swap_hint")),
      h("div", { class: "cp-order" }, rows)));
    const move = { type: "order", tiles: order.slice() };
    root.appendChild(h("div", { class: "cr-sticky cp-confirm" },
      h("div", { class: "cp-score" }, h("span", null, t("phone.caprice.order_points")),
        h("span", { class: "big-number" }, String(total))),
      h("button", {
        class: "btn primary wide tap", "data-tap": "confirm", disabled: !ctx.yourTurn || !K.isLegal(move),
        onclick: function () { K.send(move, "confirm"); },
      }, ctx.yourTurn ? t("phone.caprice.confirm") : t("phone.caprice.confirm_later"))));
  }

  // ---------------------------------------------------------------- the game

  K.register("caprice", {
    actor: actor,
    waitingKey: "phone.caprice.drawing",

    onState: function (ui, prev, msg) {
      const v = msg.view;
      const pv = prev && prev.view;
      const samePhase = pv && pv.phase === v.phase && pv.turn === v.turn;
      if (!msg.your_turn || !samePhase) {
        ui.disc = null;
        ui.from = null;
      }
      if (ui.disc) {
        const ok = (msg.legal || []).some(function (m) { return m.type === "place" && m.disc === ui.disc; });
        if (!ok) ui.disc = null;
      }
      if (v.phase !== "order") { ui.order = null; ui.sel = null; }
    },

    render: function (ctx) {
      const v = ctx.view, me = ctx.seat;
      const root = h("div", null);
      const who = actor(v);
      const full = h("span", { class: "muted small" }, t("phone.caprice.full", { n: fullCount(v) }));
      if (v.phase === "order") {
        const mine = v.orders[me];
        if (mine) {
          root.appendChild(h("p", { class: "prompt quiet" }, t("phone.caprice.ordered")));
          root.appendChild(board(v, { compact: true, gains: v.towers.map(function (tw) { return towerScore(tw, mine); }) }));
          root.appendChild(h("div", { class: "panel" },
            h("div", { class: "section-title" }, t("phone.caprice.your_order")),
            h("div", { class: "cp-tiles" }, mine.slice().map(function (k) { return K.img("caprice-tile-" + k, discName(k)); })),
            h("div", { class: "cp-score" }, h("span", null, t("phone.caprice.order_points")),
              h("span", { class: "big-number" }, String(score(v.towers, mine))))));
          return root;
        }
        orderStep(ctx, root);
        return root;
      }
      if (v.phase === "draw") {
        root.appendChild(h("p", { class: "prompt quiet" }, t("phone.caprice.drawing")));
        return root;
      }
      root.appendChild(tilesPanel(v, me));
      if (ctx.yourTurn && v.phase === "place") placeStep(ctx, root);
      else if (ctx.yourTurn && v.phase === "move") moveStep(ctx, root);
      else {
        root.appendChild(h("p", { class: "prompt quiet" },
          t(v.phase === "move" ? "phone.caprice.wait_move" : "phone.caprice.wait_place", { name: K.name(who) })));
        root.appendChild(board(v));
      }
      root.appendChild(h("div", { class: "spread" }, full,
        h("span", { class: "muted small" }, t("phone.caprice.points_now", { n: myTiles(v, me) ? bestScore(v, myTiles(v, me)) : 0 }))));
      return root;
    },

    renderOver: function (ctx) {
      const v = ctx.view, me = ctx.seat;
      const mine = v.orders[me];
      const root = h("div", null);
      root.appendChild(board(v, mine ? { compact: true, gains: v.towers.map(function (tw) { return towerScore(tw, mine); }) }
        : { compact: true }));
      if (mine) {
        root.appendChild(h("div", { class: "panel" },
          h("div", { class: "section-title" }, t("phone.caprice.your_order")),
          h("div", { class: "cp-tiles" }, mine.map(function (k) { return K.img("caprice-tile-" + k, discName(k)); }))));
      }
      return root;
    },

    results: function (v) {
      const out = [];
      for (let p = 0; p < v.players; p++) {
        const order = v.orders[p];
        out.push({ seat: p, points: order ? score(v.towers, order) : 0 });
      }
      return out;
    },

    winners: function (v) {
      const pts = this.results(v).map(function (r) { return r.points; });
      const best = Math.max.apply(null, pts);
      const top = [];
      pts.forEach(function (x, p) { if (x === best) top.push(p); });
      return top;
    },
  });

  /** The best score your tiles could make on the towers as they stand (what you would get now). */
  function bestScore(v, tiles) {
    let best = 0;
    permutations(tiles).forEach(function (o) { best = Math.max(best, score(v.towers, o)); });
    return best;
  }

  function permutations(a) {
    if (a.length <= 1) return [a.slice()];
    const out = [];
    a.forEach(function (x, i) {
      const rest = a.slice(0, i).concat(a.slice(i + 1));
      permutations(rest).forEach(function (p) { out.push([x].concat(p)); });
    });
    return out;
  }

  K.caprice = { score: score, towerScore: towerScore };  // for checks from the browser console
})();
