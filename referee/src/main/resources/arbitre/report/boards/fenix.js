// Fenix's board in the report's viewer (docs/fenix.md): row 0 on top, column 0 at the left. A stack
// is drawn as its pieces piled up, in its side's colour, with its letter: S soldier, G general, K
// king. The positions come from the referee: the 56 squares row by row (0 empty, else the stack's
// height, positive for red and negative for black), then 1 during the setup
// (arbitre.game.FenixType#viewerPositions).
(window.arbitreBoards = window.arbitreBoards || {}).fenix = function (kit) {
  'use strict';
  var CX = 330, FX0 = 50, FY0 = 120, FCELL = 70, STACK_NAMES = ['', 'soldier', 'general', 'king'], el = kit.el, text = kit.text;

  function square(i) { return Math.floor(i / 8) + ',' + (i % 8); }

  function draw(svg, view) {
    var game = view.game, cells = view.cells;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    el('rect', { x: FX0 - 8, y: FY0 - 8, width: 8 * FCELL + 16, height: 7 * FCELL + 16, rx: 8, fill: '#8b6a3c' }, svg);
    var origin = kit.marked(view.marks, 0), target = kit.marked(view.marks, 1), stacked = kit.marked(view.marks, 3);
    var captured = kit.marked(view.marks, 2);
    for (var i = 0; i < 56; i++) {
      var r = Math.floor(i / 8), c = i % 8, x = FX0 + c * FCELL, y = FY0 + r * FCELL, v = cells[i];
      var cls = 'square' + ((r + c) % 2 ? ' dark' : ' light');
      if (origin.indexOf(i) >= 0) cls += ' origin';
      if (target.indexOf(i) >= 0) cls += ' target';
      if (stacked.indexOf(i) >= 0) cls += ' target stacked';
      if (captured.indexOf(i) >= 0) cls += ' captured';
      var g = el('g', { 'class': cls, 'data-square': square(i), 'data-stack': v }, svg);
      el('rect', { 'class': 'square-bg', x: x, y: y, width: FCELL, height: FCELL }, g);
      var h = Math.abs(v), side = v > 0 ? 'red' : 'black';
      for (var k = 0; k < h; k++) {
        el('ellipse', { 'class': 'piece ' + side, cx: x + FCELL / 2, cy: y + FCELL / 2 + 8 - k * 7, rx: 24, ry: 14 }, g);
      }
      if (h > 0) {
        var letter = el('text', { 'class': 'piece-letter ' + side, x: x + FCELL / 2, y: y + FCELL / 2 + 13 - (h - 1) * 7,
          'text-anchor': 'middle' }, g);
        letter.textContent = 'SGK'.charAt(h - 1);
      }
      var title = el('title', {}, g);
      title.textContent = square(i) + ': ' + (h ? side + ' ' + STACK_NAMES[h] : 'empty');
    }
    for (var col = 0; col < 8; col++) text(svg, FX0 + col * FCELL + FCELL / 2, FY0 - 16, 'coord', String(col));
    for (var row = 0; row < 7; row++) text(svg, FX0 - 24, FY0 + row * FCELL + FCELL / 2 + 5, 'coord', String(row));
    text(svg, CX, 40, 'center-text', game.p1 + ' (P1, red) ' + view.scores[0] + ' : ' + view.scores[1] + ' ' + game.p2
      + ' (P2, black)').setAttribute('data-captured', view.scores[0] + ' ' + view.scores[1]);
    var status = 'ply ' + view.ply + (cells[56] ? ' (setup)' : '') + ' \u2014 '
      + (view.over ? view.over : (view.toMove === 1 ? 'red' : 'black') + ' to move');
    text(svg, CX, 650, 'center-text', status);
  }

  // A stacking (the setup's, or re-creating a general or the king) says what it made.
  function describe(view) {
    var onto = kit.marked(view.marks, 3), from = kit.marked(view.marks, 0);
    if (!onto.length || !from.length) return null;
    return (view.before[56] ? 'stacked (setup) ' : 'stacked ') + square(from[0]) + ' onto ' + square(onto[0]) + ', a '
      + STACK_NAMES[Math.abs(view.cells[onto[0]])];
  }

  return {
    draw: draw,
    describe: describe,
    sideName: function (player) { return player === 1 ? 'red' : 'black'; },
    gainName: 'captured',
    gainText: function (n) { return ', captured ' + n; },
    legend: ['Red (P1) and black (P2); a stack is drawn as its pieces piled up: S soldier, G general, K king \u00b7 last action: ',
      { b: 'bold' }, ' its start and end squares, ', { em: ['forfeit', 'dashed'] }, ' the stacks it captured \u00b7 a stacking '
      + '(the setup\'s first ten plies, or re-creating a general or the king) is ringed in gold']
  };
};
