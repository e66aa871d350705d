/* Quarry on the phone: the stones left, the secret favourite number, and three buttons to take stones.
 *
 * The view (the rules' state_to_json): players, stones (left), favourites (only this seat's, or null
 * before the deal), taken (per seat), to_move, last (who took the last stone: the winner, or null).
 * Moves: take {count: 1-3}.
 */
"use strict";

(function () {
  const K = window.Kastell;
  const h = K.h, t = K.t;

  function actor(v) {
    if (v.stones === 0) return null;
    return v.favourites === null ? -1 : v.to_move;
  }

  K.register("quarry", {
    actor: actor,
    waitingKey: "phone.quarry.dealing",

    onState: function () {},

    render: function (ctx) {
      const v = ctx.view;
      const root = h("div", null);
      const who = actor(v);
      if (ctx.yourTurn) root.appendChild(h("p", { class: "prompt" }, t("phone.quarry.pick")));
      else if (who !== null && who >= 0) {
        root.appendChild(h("p", { class: "prompt quiet" }, t("phone.quarry.wait", { name: K.name(who) })));
      }
      root.appendChild(h("div", { class: "panel" }, K.img("quarry-stone", ""),
        t("phone.quarry.left", { n: v.stones })));
      const mine = v.favourites && v.favourites[ctx.seat];
      if (mine) root.appendChild(h("p", { class: "muted" }, t("phone.quarry.favourite", { n: mine })));
      ctx.legal.forEach(function (move) {
        root.appendChild(h("button", {
          class: "btn primary wide tap", "data-tap": "take-" + move.count,
          onclick: function () { K.send(move, "take-" + move.count); },
        }, t("phone.quarry.take", { n: move.count })));
      });
      return root;
    },

    results: function (v) {
      return v.taken.map(function (points, seat) { return { seat: seat, points: points }; });
    },

    winners: function (v) {
      return v.last === null ? [] : [v.last];
    },
  });
})();
