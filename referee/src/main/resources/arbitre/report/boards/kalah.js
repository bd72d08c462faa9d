// Kalah's board in the report's viewer (docs/kalah.md): North's row on top (its pit 6 at the left),
// North's store at the left end, South's row below (its pit 1 at the left), South's store at the
// right end. The positions come from the referee: the 14 numbers of the board vector, South's pits
// 1..6, South's store, North's pits 1..6, North's store (arbitre.game.KalahType#viewerPositions).
(window.arbitreBoards = window.arbitreBoards || {}).kalah = function (kit) {
  'use strict';
  var CX = 330, PIT_X0 = 155, PIT_DX = 70, NORTH_Y = 250, SOUTH_Y = 410, PIT_R = 31, el = kit.el, text = kit.text;

  function draw(svg, view) {
    var game = view.game, a = view.cells;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    el('rect', { x: 14, y: 150, width: 632, height: 360, rx: 60, fill: '#d8b888', stroke: '#8b6a3c', 'stroke-width': 3 }, svg);
    var places = [];
    for (var c = 0; c < 6; c++) {
      places.push({ i: 12 - c, x: PIT_X0 + c * PIT_DX, y: NORTH_Y, label: 'N' + (6 - c), owner: 2 });
      places.push({ i: c, x: PIT_X0 + c * PIT_DX, y: SOUTH_Y, label: 'S' + (c + 1), owner: 1 });
    }
    places.push({ i: 13, x: 68, y: 330, label: 'N store', owner: 2, store: true });
    places.push({ i: 6, x: 592, y: 330, label: 'S store', owner: 1, store: true });
    var origin = kit.marked(view.marks, 0), captured = kit.marked(view.marks, 2);
    places.forEach(function (place) {
      var n = a[place.i];
      var cls = (place.store ? 'store' : 'pit') + ' hole owner-' + place.owner;
      if (origin.indexOf(place.i) >= 0) cls += ' origin';
      if (captured.indexOf(place.i) >= 0) cls += ' captured';
      var g = el('g', { 'class': cls, 'data-index': place.i, 'data-seeds': n }, svg);
      if (place.store) {
        el('rect', { 'class': 'hole-bg', x: place.x - 38, y: place.y - 125, width: 76, height: 250, rx: 36 }, g);
      } else {
        el('circle', { 'class': 'hole-bg', cx: place.x, cy: place.y, r: PIT_R }, g);
      }
      kit.counters(g, place.x, place.y, [['seed-r', n]]);
      var above = place.owner === 2 && !place.store;
      var ly = place.store ? place.y + (place.owner === 2 ? -140 : 150) : place.y + (above ? -44 : 56);
      var label = el('text', { 'class': 'hole-number', x: place.x, y: ly, 'text-anchor': 'middle' }, g);
      label.textContent = place.label;
      var count = el('text', { 'class': 'counts', x: place.x, y: place.store ? place.y + 140 * (place.owner === 2 ? 1 : -1) + 5
        : ly + (above ? -20 : 20), 'text-anchor': 'middle' }, g);
      count.textContent = String(n);
      var title = el('title', {}, g);
      title.textContent = (place.store ? (place.owner === 1 ? 'South' : 'North') + "'s store"
        : (place.owner === 1 ? 'South' : 'North') + "'s pit " + place.label.slice(1)) + ': ' + n + ' seeds';
    });
    text(svg, CX, 60, 'center-text', game.p2 + ' (P2, North)');
    text(svg, CX, 96, 'center-big', a[13] + ' : ' + a[6]).setAttribute('data-stores', a[6] + ' ' + a[13]);
    text(svg, CX, 600, 'center-text', game.p1 + ' (P1, South)');
    var status = 'ply ' + view.ply + ' \u2014 ' + (view.over ? view.over : 'P' + view.toMove + (view.again ? ' moves again' : ' to move'));
    text(svg, CX, 636, 'center-text' + (view.again ? ' again' : ''), status);
  }

  return {
    draw: draw,
    sideName: function (player) { return player === 1 ? 'South' : 'North'; },
    gainName: 'store +',
    gainText: function (n) { return ', +' + n + ' to its store'; },
    againText: ', ended in its store: it moves again',
    legend: ['South (P1) below, North (P2) above; each store at its owner\'s right \u00b7 last ply: ', { b: 'bold ring' },
      ' its pit, ', { em: ['forfeit', 'dashed'] }, ' the pits it captured \u00b7 \u21bb a ply that ended in its store: the same '
      + 'player moves again (its next row in bold)']
  };
};
