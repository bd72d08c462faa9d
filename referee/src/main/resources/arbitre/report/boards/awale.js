// The Awale's board in the report's viewer (docs/awale.md): 16 holes on a ring, each with its red,
// blue and transparent seeds. The positions come from the referee: the 16 holes' owners, then their
// red, blue and transparent seeds (arbitre.game.AwaleType#viewerPositions); this draws them and
// plays no rule.
(window.arbitreBoards = window.arbitreBoards || {}).awale = function (kit) {
  'use strict';
  var CX = 330, CY = 330, RING = 222, HOLE_R = 40, LABEL = 290, el = kit.el, text = kit.text;

  function holeAngle(i) { return (-90 + i * 22.5) * Math.PI / 180; }

  function draw(svg, view) {
    var game = view.game, c = view.cells;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    el('circle', { cx: CX, cy: CY, r: 326, fill: '#d8b888', stroke: '#8b6a3c', 'stroke-width': 3 }, svg);
    el('circle', { cx: CX, cy: CY, r: 268, fill: '#c9a36b', stroke: '#a98450', 'stroke-width': 1.5 }, svg);
    el('circle', { cx: CX, cy: CY, r: 172, fill: '#e9d3ad', stroke: '#a98450', 'stroke-width': 1.5 }, svg);
    var origin = kit.marked(view.marks, 0), captured = kit.marked(view.marks, 2);
    for (var i = 0; i < 16; i++) {
      var a = holeAngle(i), x = CX + RING * Math.cos(a), y = CY + RING * Math.sin(a);
      var owner = c[i], r = c[16 + i], b = c[32 + i], t = c[48 + i];
      var cls = 'hole owner-' + owner;
      if (origin.indexOf(i) >= 0) cls += ' origin';
      if (captured.indexOf(i) >= 0) cls += ' captured';
      var g = el('g', { 'class': cls, 'data-hole': i + 1, 'data-red': r, 'data-blue': b, 'data-transparent': t }, svg);
      el('circle', { 'class': 'hole-bg', cx: x, cy: y, r: HOLE_R }, g);
      kit.counters(g, x, y, [['seed-r', r], ['seed-b', b], ['seed-t', t]]);
      var lx = CX + LABEL * Math.cos(a), ly = CY + LABEL * Math.sin(a);
      var num = el('text', { 'class': 'hole-number', x: lx, y: ly - 2, 'text-anchor': 'middle' }, g);
      num.textContent = String(i + 1);
      var counts = el('text', { 'class': 'counts', x: lx, y: ly + 15, 'text-anchor': 'middle' }, g);
      kit.span(counts, 'r', r); kit.span(counts, 'b', ' ' + b); kit.span(counts, 't', ' ' + t);
      var title = el('title', {}, g);
      title.textContent = 'hole ' + (i + 1) + ' (player ' + owner + '): ' + r + ' red, ' + b + ' blue, ' + t + ' transparent';
    }
    text(svg, CX, CY - 58, 'center-text', game.p1 + ' (P1)');
    text(svg, CX, CY - 18, 'center-big', view.scores[0] + ' : ' + view.scores[1]);
    text(svg, CX, CY + 16, 'center-text', game.p2 + ' (P2)');
    text(svg, CX, CY + 52, 'center-text', 'ply ' + view.ply + (view.over ? ' \u2014 ' + view.over : ' \u2014 P' + view.toMove + ' to move'));
  }

  return {
    draw: draw,
    gainName: 'captured',
    gainText: function (n) { return ', captured ' + n; },
    legend: [{ cls: 'dot r' }, 'red ', { cls: 'dot b' }, 'blue ', { cls: 'dot t' }, 'transparent',
      ' \u00b7 by each hole: its number, then its red, blue and transparent seeds \u00b7 ', { cls: 'swatch p1' },
      "player 1's holes ", { cls: 'swatch p2' }, "player 2's holes \u00b7 last move: ", { b: 'bold ring' }, ' its hole, ',
      { em: ['forfeit', 'dashed'] }, ' the holes it captured']
  };
};
