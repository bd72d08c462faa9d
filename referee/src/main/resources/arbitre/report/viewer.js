// The replay viewer and the tournament report. The data block holds each game as a compact
// string of moves and times (see arbitre.report.GameCodec); a game is decoded and re-played with
// the port of the rules below only when it is opened. Positions are never embedded.
(function () {
  'use strict';
  var DATA = JSON.parse(document.getElementById('data').textContent);
  var ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  var RULE_NAMES = ['official', 'report', 'kalah', 'course'];
  var KINDS = ['R', 'B', 'TR', 'TB'];
  var PAGE_SIZE = 50;
  var SVG = 'http://www.w3.org/2000/svg';

  // ------------------------------------------------------------------ the rules (docs/awale.md)

  function owner(rules, hole) { // hole 1..16
    return rules === 'report' ? (hole <= 8 ? 1 : 2) : (hole % 2 === 1 ? 1 : 2);
  }

  function startPosition() {
    var p = { r: [], b: [], t: [], cap: [0, 0], toMove: 1, ply: 0, end: null };
    for (var i = 0; i < 16; i++) { p.r.push(2); p.b.push(2); p.t.push(2); }
    return p;
  }

  function copy(p) {
    return { r: p.r.slice(), b: p.b.slice(), t: p.t.slice(), cap: p.cap.slice(), toMove: p.toMove, ply: p.ply, end: p.end };
  }

  function seeds(p, i) { return p.r[i] + p.b[i] + p.t[i]; }

  function moveText(code) { return ((code >> 2) + 1) + KINDS[code & 3]; }

  // Plays move code (hole - 1) * 4 + kind on a copy; returns {pos, origin, captured: [indexes], gain}
  // or null when the move is illegal.
  function play(rules, before, code) {
    var p = copy(before);
    var origin = code >> 2, kind = code & 3, mover = p.toMove;
    var blueLike = (kind & 1) === 1, withTransparent = (kind & 2) === 2;
    if (p.end || owner(rules, origin + 1) !== mover) return null;
    var transparent = withTransparent ? p.t[origin] : 0;
    var colored = blueLike ? p.b[origin] : p.r[origin];
    if (withTransparent ? transparent === 0 : colored === 0) return null;
    if (withTransparent) p.t[origin] = 0;
    if (blueLike) p.b[origin] = 0; else p.r[origin] = 0;
    // Sow: transparent seeds first, then the colored ones; never into the origin; blue-like seeds
    // only into the opponent's holes.
    var at = origin, left = transparent + colored, last = origin;
    while (left > 0) {
      at = (at + 1) % 16;
      if (at === origin) continue;
      if (blueLike && owner(rules, at + 1) === mover) continue;
      if (left > colored) p.t[at]++; else if (blueLike) p.b[at]++; else p.r[at]++;
      left--;
      last = at;
    }
    // Capture walk: back from the last hole while holes hold 2 or 3 seeds.
    var gain = 0, captured = [], h = last;
    while (true) {
      var n = seeds(p, h);
      if (n !== 2 && n !== 3) break;
      gain += n; captured.push(h);
      p.r[h] = p.b[h] = p.t[h] = 0;
      h = (h + 15) % 16;
    }
    p.toMove = 3 - mover;
    p.ply++;
    var onBoard = 0, opponent = 0;
    for (var i = 0; i < 16; i++) {
      onBoard += seeds(p, i);
      if (owner(rules, i + 1) === p.toMove) opponent += seeds(p, i);
    }
    if (opponent === 0) {
      gain += onBoard;
      for (var j = 0; j < 16; j++) { if (seeds(p, j) > 0) captured.push(j); p.r[j] = p.b[j] = p.t[j] = 0; }
      p.end = 'starvation';
    } else if (onBoard < 10) {
      p.end = 'few-seeds';
    }
    p.cap[mover - 1] += gain;
    if (!p.end) {
      if (rules === 'official' && (p.cap[0] >= 49 || p.cap[1] >= 49)) p.end = 'majority';
      else if (p.ply >= 400) p.end = 'move-limit';
    }
    return { pos: p, origin: origin, captured: captured, gain: gain };
  }

  // ------------------------------------------------------------------ Kalah (docs/kalah.md)

  // The board vector: South's pits 1..6 at 0..5, South's store at 6, North's pits 1..6 at 7..12,
  // North's store at 13; South (player 1) moves first.
  function kalahStart(cells) {
    return { a: cells.slice(), toMove: 1, ply: 0, end: null, again: false };
  }

  // Plays pit 1..6 of the player to move on a copy; returns {pos, origin, captured: [indexes],
  // gain, again} or null when the pit cannot be played.
  function kalahPlay(before, pit) {
    if (before.end || pit < 1 || pit > 6) return null;
    var p = { a: before.a.slice(), toMove: before.toMove, ply: before.ply, end: null, again: false };
    var mover = p.toMove, base = mover === 1 ? 0 : 7, store = base + 6, skipped = mover === 1 ? 13 : 6;
    var origin = base + pit - 1, left = p.a[origin];
    if (left === 0) return null;
    p.a[origin] = 0;
    var at = origin;
    while (left > 0) {
      at = at === 13 ? 0 : at + 1;
      if (at === skipped) continue;
      p.a[at]++;
      left--;
    }
    var again = at === store, captured = [];
    if (!again && at >= base && at < store && p.a[at] === 1) {
      var opposite = 12 - at;
      p.a[store] += 1 + p.a[opposite];
      captured = [at, opposite];
      p.a[at] = 0; p.a[opposite] = 0;
    }
    p.ply++;
    var south = 0, north = 0;
    for (var i = 0; i < 6; i++) { south += p.a[i]; north += p.a[7 + i]; }
    if (south === 0 || north === 0) {
      for (var j = 0; j < 6; j++) { p.a[j] = 0; p.a[7 + j] = 0; }
      p.a[6] += south; p.a[13] += north;
      p.end = 'empty-side';
      again = false;
    } else if (!again) {
      p.toMove = 3 - mover;
    }
    p.again = again;
    return { pos: p, origin: origin, captured: captured, gain: p.a[store] - before.a[store], again: again };
  }

  // ------------------------------------------------------------------ Fenix (docs/fenix.md)

  // 56 squares row by row (index row * 8 + column), each 0 or a stack's height, positive for red
  // (player 1) and negative for black. The log's actions were checked by the referee; the viewer
  // only applies them: the stack moves (onto a stack of its own colour, the heights add: setup
  // and re-creation), then every captured stack goes.
  var FENIX_SETUP_PLIES = 10;

  function fenixStart(numbers) {
    var cells = [], ply = 0;
    if (numbers && numbers.length === 57) {
      cells = numbers.slice(0, 56); ply = numbers[56];
    } else {
      for (var r = 0; r < 7; r++) for (var c = 0; c < 8; c++) cells.push(r + c <= 5 ? 1 : r + c >= 8 ? -1 : 0);
    }
    return { cells: cells, toMove: ply % 2 === 0 ? 1 : 2, ply: ply, end: null, cap: [0, 0] };
  }

  // The packed actions (arbitre.game.FenixType#viewerMoves): start, end, count, captured squares.
  function fenixSplit(text) {
    var codes = [], k = 0;
    while (k < text.length) {
      var n = ALPHABET.indexOf(text.charAt(k + 2));
      if (k + 3 + n > text.length || n < 0) { codes.push(null); break; }
      var captured = [];
      for (var i = 0; i < n; i++) captured.push(ALPHABET.indexOf(text.charAt(k + 3 + i)));
      codes.push({ s: ALPHABET.indexOf(text.charAt(k)), e: ALPHABET.indexOf(text.charAt(k + 1)), c: captured });
      k += 3 + n;
    }
    return codes;
  }

  function fenixSquare(i) { return Math.floor(i / 8) + ',' + (i % 8); }

  function fenixText(code) {
    if (!code) return '?';
    return fenixSquare(code.s) + '-' + fenixSquare(code.e) + code.c.map(function (i) { return 'x' + fenixSquare(i); }).join('');
  }

  function fenixPlay(before, code) {
    if (!code || before.end) return null;
    var sign = before.toMove === 1 ? 1 : -1, piece = before.cells[code.s];
    if (piece * sign <= 0) return null;
    var p = { cells: before.cells.slice(), toMove: 3 - before.toMove, ply: before.ply + 1, end: null, cap: before.cap.slice() };
    var target = p.cells[code.e], stacking = target * sign > 0;
    p.cells[code.s] = 0;
    p.cells[code.e] = stacking ? piece + target : piece;
    var gain = 0;
    for (var i = 0; i < code.c.length; i++) {
      gain += Math.abs(p.cells[code.c[i]]);
      p.cells[code.c[i]] = 0;
    }
    p.cap[before.toMove - 1] += gain;
    return { pos: p, origin: code.s, target: code.e, captured: code.c, gain: gain, stacking: stacking,
      setup: before.ply < FENIX_SETUP_PLIES, height: Math.abs(p.cells[code.e]) };
  }

  // The board as docs/fenix.md draws it: row 0 on top, column 0 at the left. A stack is drawn as
  // its pieces piled up, in its side's colour, with its letter: S soldier, G general, K king.
  var FX0 = 50, FY0 = 120, FCELL = 70, STACK_NAMES = ['', 'soldier', 'general', 'king'];

  function drawFenix(svg, game, position, step) {
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    el('rect', { x: FX0 - 8, y: FY0 - 8, width: 8 * FCELL + 16, height: 7 * FCELL + 16, rx: 8, fill: '#8b6a3c' }, svg);
    var captured = step ? step.captured : [];
    for (var i = 0; i < 56; i++) {
      var r = Math.floor(i / 8), c = i % 8, x = FX0 + c * FCELL, y = FY0 + r * FCELL, v = position.cells[i];
      var cls = 'square' + ((r + c) % 2 ? ' dark' : ' light');
      if (step && step.origin === i) cls += ' origin';
      if (step && step.target === i) cls += step.stacking ? ' target stacked' : ' target';
      if (captured.indexOf(i) >= 0) cls += ' captured';
      var g = el('g', { 'class': cls, 'data-square': fenixSquare(i), 'data-stack': v }, svg);
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
      title.textContent = fenixSquare(i) + ': ' + (h ? side + ' ' + STACK_NAMES[h] : 'empty');
    }
    for (var col = 0; col < 8; col++) text(svg, FX0 + col * FCELL + FCELL / 2, FY0 - 16, 'coord', String(col));
    for (var row = 0; row < 7; row++) text(svg, FX0 - 24, FY0 + row * FCELL + FCELL / 2 + 5, 'coord', String(row));
    text(svg, CX, 40, 'center-text', game.p1 + ' (P1, red) ' + position.cap[0] + ' : ' + position.cap[1] + ' ' + game.p2
      + ' (P2, black)').setAttribute('data-captured', position.cap[0] + ' ' + position.cap[1]);
    var over = position.ply === game.plies && game.reason;
    var status = 'ply ' + position.ply + (position.ply < FENIX_SETUP_PLIES ? ' (setup)' : '') + ' — '
      + (over ? game.reason : (position.toMove === 1 ? 'red' : 'black') + ' to move');
    text(svg, CX, 650, 'center-text', status);
  }

  // ------------------------------------------------------------------ games

  function decodeNumbers(text) {
    var out = [], value = 0;
    for (var i = 0; i < text.length; i++) {
      var d = ALPHABET.indexOf(text.charAt(i));
      if (d >= 32) { value = value * 32 + (d - 32); } else { out.push(value * 32 + d); value = 0; }
    }
    return out;
  }

  function gameRecord(index) {
    var g = DATA.games[index];
    return { index: index, id: g[0], p1: DATA.bots[g[1]], p2: DATA.bots[g[2]], rules: RULE_NAMES[g[3]],
      winner: g[4], reason: DATA.reasons[g[5]], forfeit: g[6], plies: g[7], captured: [g[8], g[9]],
      moves: g[10], times: g[11], detail: g[12], start: g[13] || 'standard', cells: g[14] || null };
  }

  function isKalah(game) { return game.rules === 'kalah'; }

  function isFenix(game) { return game.rules === 'course'; }

  // What a game's moves are: the port of its rules, its start and its notation.
  function rulesOf(game) {
    if (isFenix(game)) {
      return {
        start: function () { return fenixStart(game.cells); },
        split: fenixSplit,
        play: fenixPlay,
        moveText: fenixText,
        score: function (position) { return position.cap; },
        draw: drawFenix
      };
    }
    if (isKalah(game)) {
      return {
        start: function () { return kalahStart(game.cells || [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0]); },
        play: function (position, code) { return kalahPlay(position, code); },
        moveText: function (code) { return String(code); },
        score: function (position) { return [position.a[6], position.a[13]]; },
        draw: drawKalah
      };
    }
    return {
      start: startPosition,
      play: function (position, code) { return play(game.rules, position, code); },
      moveText: moveText,
      score: function (position) { return position.cap; },
      draw: drawBoard
    };
  }

  // Re-plays a whole game once: positions[k] is the position after k plies.
  function decode(game) {
    var rules = rulesOf(game);
    var positions = [rules.start()], steps = [null], error = null;
    var times = game.times ? decodeNumbers(game.times) : [];
    var codes = rules.split ? rules.split(game.moves || '') : (game.moves || '').split('').map(function (ch) {
      return ALPHABET.indexOf(ch);
    });
    for (var k = 0; k < codes.length; k++) {
      var code = codes[k];
      var step = rules.play(positions[k], code);
      if (!step) { error = 'ply ' + (k + 1) + ': ' + rules.moveText(code) + ' cannot be played here'; break; }
      step.code = code; step.ms = times[k]; step.mover = positions[k].toMove;
      positions.push(step.pos); steps.push(step);
    }
    return { positions: positions, steps: steps, error: error };
  }

  function resultText(game) {
    var who = game.winner === 0 ? 'draw' : (game.winner === 1 ? game.p1 : game.p2) + ' wins';
    var text = who + ', ' + game.captured[0] + '-' + game.captured[1] + ', ' + game.reason + ', ' + game.plies + ' plies';
    if (game.forfeit) text += ' (' + (game.forfeit === 1 ? game.p1 : game.p2) + ' forfeits)';
    return text;
  }

  // ------------------------------------------------------------------ the board

  var CX = 330, CY = 330, RING = 222, HOLE_R = 40, LABEL = 290;

  function el(name, attrs, parent) {
    var node = document.createElementNS(SVG, name);
    for (var key in attrs) node.setAttribute(key, attrs[key]);
    if (parent) parent.appendChild(node);
    return node;
  }

  function holeAngle(i) { return (-90 + i * 22.5) * Math.PI / 180; }

  function drawBoard(svg, game, position, step) {
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    el('circle', { cx: CX, cy: CY, r: 326, fill: '#d8b888', stroke: '#8b6a3c', 'stroke-width': 3 }, svg);
    el('circle', { cx: CX, cy: CY, r: 268, fill: '#c9a36b', stroke: '#a98450', 'stroke-width': 1.5 }, svg);
    el('circle', { cx: CX, cy: CY, r: 172, fill: '#e9d3ad', stroke: '#a98450', 'stroke-width': 1.5 }, svg);
    var captured = step ? step.captured : [];
    for (var i = 0; i < 16; i++) {
      var a = holeAngle(i), x = CX + RING * Math.cos(a), y = CY + RING * Math.sin(a);
      var cls = 'hole owner-' + owner(game.rules, i + 1);
      if (step && step.origin === i) cls += ' origin';
      if (captured.indexOf(i) >= 0) cls += ' captured';
      var g = el('g', { 'class': cls, 'data-hole': i + 1, 'data-red': position.r[i], 'data-blue': position.b[i],
        'data-transparent': position.t[i] }, svg);
      el('circle', { 'class': 'hole-bg', cx: x, cy: y, r: HOLE_R }, g);
      drawSeeds(g, x, y, position.r[i], position.b[i], position.t[i]);
      var lx = CX + LABEL * Math.cos(a), ly = CY + LABEL * Math.sin(a);
      var num = el('text', { 'class': 'hole-number', x: lx, y: ly - 2, 'text-anchor': 'middle' }, g);
      num.textContent = String(i + 1);
      var counts = el('text', { 'class': 'counts', x: lx, y: ly + 15, 'text-anchor': 'middle' }, g);
      addSpan(counts, 'r', position.r[i]); addSpan(counts, 'b', ' ' + position.b[i]); addSpan(counts, 't', ' ' + position.t[i]);
      var title = el('title', {}, g);
      title.textContent = 'hole ' + (i + 1) + ' (player ' + owner(game.rules, i + 1) + '): ' + position.r[i] + ' red, '
        + position.b[i] + ' blue, ' + position.t[i] + ' transparent';
    }
    var over = position.end;
    text(svg, CX, CY - 58, 'center-text', game.p1 + ' (P1)');
    text(svg, CX, CY - 18, 'center-big', position.cap[0] + ' : ' + position.cap[1]);
    text(svg, CX, CY + 16, 'center-text', game.p2 + ' (P2)');
    text(svg, CX, CY + 52, 'center-text', 'ply ' + position.ply + (over ? ' \u2014 ' + over
      : ' \u2014 P' + position.toMove + ' to move'));
  }

  // Kalah: North's row on top (its pit 6 at the left), North's store at the left end, South's row
  // below (its pit 1 at the left), South's store at the right end, as the rules draw it.
  var PIT_X0 = 155, PIT_DX = 70, NORTH_Y = 250, SOUTH_Y = 410, PIT_R = 31;

  function drawKalah(svg, game, position, step) {
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    el('rect', { x: 14, y: 150, width: 632, height: 360, rx: 60, fill: '#d8b888', stroke: '#8b6a3c', 'stroke-width': 3 }, svg);
    var places = [];
    for (var c = 0; c < 6; c++) {
      places.push({ i: 12 - c, x: PIT_X0 + c * PIT_DX, y: NORTH_Y, label: 'N' + (6 - c), owner: 2 });
      places.push({ i: c, x: PIT_X0 + c * PIT_DX, y: SOUTH_Y, label: 'S' + (c + 1), owner: 1 });
    }
    places.push({ i: 13, x: 68, y: 330, label: 'N store', owner: 2, store: true });
    places.push({ i: 6, x: 592, y: 330, label: 'S store', owner: 1, store: true });
    var captured = step ? step.captured : [];
    places.forEach(function (place) {
      var n = position.a[place.i];
      var cls = (place.store ? 'store' : 'pit') + ' hole owner-' + place.owner;
      if (step && step.origin === place.i) cls += ' origin';
      if (captured.indexOf(place.i) >= 0) cls += ' captured';
      var g = el('g', { 'class': cls, 'data-index': place.i, 'data-seeds': n }, svg);
      if (place.store) {
        el('rect', { 'class': 'hole-bg', x: place.x - 38, y: place.y - 125, width: 76, height: 250, rx: 36 }, g);
      } else {
        el('circle', { 'class': 'hole-bg', cx: place.x, cy: place.y, r: PIT_R }, g);
      }
      drawSeeds(g, place.x, place.y, n, 0, 0);
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
    text(svg, CX, 96, 'center-big', position.a[13] + ' : ' + position.a[6]).setAttribute('data-stores', position.a[6] + ' ' + position.a[13]);
    text(svg, CX, 600, 'center-text', game.p1 + ' (P1, South)');
    var status = 'ply ' + position.ply + ' — ' + (position.end ? position.end
      : 'P' + position.toMove + (position.again ? ' moves again' : ' to move'));
    text(svg, CX, 636, 'center-text' + (position.again ? ' again' : ''), status);
  }

  function addSpan(parent, cls, value) {
    var span = el('tspan', { 'class': cls }, parent);
    span.textContent = String(value);
  }

  function text(svg, x, y, cls, value) {
    var node = el('text', { x: x, y: y, 'class': cls }, svg);
    node.textContent = value;
    return node;
  }

  // Seeds on a sunflower spiral from the middle of the hole: colored first, transparent on top.
  function drawSeeds(g, x, y, r, b, t) {
    var kinds = [], k;
    for (k = 0; k < r; k++) kinds.push('seed-r');
    for (k = 0; k < b; k++) kinds.push('seed-b');
    for (k = 0; k < t; k++) kinds.push('seed-t');
    var total = kinds.length, shown = Math.min(total, 30);
    // Interleave so that each color shows when a hole holds more seeds than fit.
    if (total > shown) {
      var pick = [];
      for (k = 0; k < shown; k++) pick.push(kinds[Math.floor(k * total / shown)]);
      kinds = pick;
    }
    var step = shown > 19 ? 5.2 : 6.8, radius = shown > 19 ? 4.3 : 5.5;
    for (k = 0; k < shown; k++) {
      var d = step * Math.sqrt(k + 0.5), th = k * 2.39996;
      el('circle', { 'class': kinds[k], cx: (x + d * Math.cos(th)).toFixed(1), cy: (y + d * Math.sin(th)).toFixed(1), r: radius }, g);
    }
  }


  // ------------------------------------------------------------------ charts
  // Inline SVG built node by node; every text goes in through textContent. Each mark carries its
  // value in a data attribute, which is what the tests read back.

  var PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f',
    '#bcbd22', '#17becf'];

  function clear(svg) { while (svg.firstChild) svg.removeChild(svg.firstChild); }

  // A chart of width x height user units; the SVG scales to its box.
  function frame(svg, width, height) {
    clear(svg);
    svg.setAttribute('viewBox', '0 0 ' + width + ' ' + height);
    svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
  }

  function label(svg, x, y, value, anchor, cls) {
    var node = el('text', { x: x, y: y, 'text-anchor': anchor || 'start' }, svg);
    if (cls) node.setAttribute('class', cls);
    node.textContent = String(value);
    return node;
  }

  function niceMax(value) {
    if (!(value > 0)) return 1;
    var power = Math.pow(10, Math.floor(Math.log(value) / Math.LN10)), steps = [1, 2, 2.5, 5, 10];
    for (var i = 0; i < steps.length; i++) if (steps[i] * power >= value) return steps[i] * power;
    return 10 * power;
  }

  // A vertical axis from 0 to max with a few labelled lines.
  function yAxis(svg, left, right, top, bottom, max, unit) {
    for (var k = 0; k <= 4; k++) {
      var y = bottom - (bottom - top) * k / 4;
      el('line', { 'class': k ? 'grid-line' : 'axis', x1: left, x2: right, y1: y, y2: y }, svg);
      label(svg, left - 4, y + 4, +(max * k / 4).toFixed(2) + (k === 4 && unit ? ' ' + unit : ''), 'end');
    }
  }

  function points(list) { return list.map(function (p) { return p[0].toFixed(1) + ',' + p[1].toFixed(1); }).join(' '); }

  // The score of both players after each ply; a click on a point opens that ply.
  function drawScoreChart(svg, game, decoded) {
    var rules = rulesOf(game), W = 640, H = 200, L = 44, R = 630, T = 12, B = 176;
    frame(svg, W, H);
    // A game's port says what its score is; one that keeps captures has them in cap.
    var score = rules.score || function (p) { return p.cap || [0, 0]; };
    var scores = decoded.positions.map(function (p) { return score(p); }), n = scores.length - 1;
    var max = niceMax(Math.max.apply(null, scores.map(function (s) { return Math.max(s[0], s[1]); })));
    yAxis(svg, L, R, T, B, max);
    var x = function (ply) { return L + (R - L) * (n ? ply / n : 0); };
    var y = function (v) { return B - (B - T) * v / max; };
    label(svg, L, H - 6, 'ply 0'); label(svg, R, H - 6, 'ply ' + n, 'end');
    [0, 1].forEach(function (side) {
      var line = scores.map(function (s, ply) { return [x(ply), y(s[side])]; });
      el('polyline', { points: points(line), fill: 'none', stroke: side ? '#1f5f8b' : '#b06d00', 'stroke-width': 2,
        'class': 'score-line', 'data-player': side + 1 }, svg);
    });
    var marker = el('line', { 'class': 'marker', id: 'score-marker', x1: L, x2: L, y1: T, y2: B }, svg);
    marker.setAttribute('data-x', 'ply');
    var radius = n > 200 ? 2 : 3;
    scores.forEach(function (s, ply) {
      [0, 1].forEach(function (side) {
        var dot = el('circle', { 'class': 'ply-point', cx: x(ply).toFixed(1), cy: y(s[side]).toFixed(1), r: radius,
          fill: side ? '#1f5f8b' : '#b06d00', 'data-ply': ply, 'data-player': side + 1, 'data-score': s[side] }, svg);
        var title = el('title', {}, dot);
        title.textContent = 'ply ' + ply + ': ' + (side ? game.p2 : game.p1) + ' ' + s[side];
      });
    });
    var legend = label(svg, L + 6, T + 12, '');
    addSpan(legend, 'p1-text', game.p1 + ' (P1)'); addSpan(legend, '', '  ');
    addSpan(legend, 'p2-text', game.p2 + ' (P2)');
    legend.childNodes[0].setAttribute('fill', '#b06d00'); legend.childNodes[2].setAttribute('fill', '#1f5f8b');
  }

  function moveScoreMarker(ply) {
    var marker = $('score-marker'), svg = $('score-chart');
    if (!marker) return;
    var n = viewer.decoded.positions.length - 1, x = 44 + (630 - 44) * (n ? ply / n : 0);
    marker.setAttribute('x1', x.toFixed(1)); marker.setAttribute('x2', x.toFixed(1));
    svg.setAttribute('data-ply', ply);
  }

  // Each move's thinking time, a bar in its player's colour, against the move limit (dashed).
  function drawTimeChart(svg, game, decoded, limit, grace) {
    var W = 640, H = 180, L = 52, R = 630, T = 12, B = 156;
    frame(svg, W, H);
    var steps = decoded.steps.slice(1), most = 0;
    steps.forEach(function (s) { if (s.ms > most) most = s.ms; });
    var max = niceMax(Math.max(most, limit || 0));
    yAxis(svg, L, R, T, B, max, 'ms');
    var width = (R - L) / Math.max(1, steps.length);
    steps.forEach(function (s, k) {
      var h = (B - T) * (s.ms || 0) / max;
      var bar = el('rect', { 'class': 'time-bar', x: (L + k * width).toFixed(2), y: (B - h).toFixed(2),
        width: Math.max(0.5, width * 0.85).toFixed(2), height: h.toFixed(2), fill: s.mover === 1 ? '#d9a441' : '#5b8fbf',
        'data-ply': k + 1, 'data-ms': s.ms == null ? '' : s.ms }, svg);
      var title = el('title', {}, bar);
      title.textContent = 'ply ' + (k + 1) + ': ' + (s.ms == null ? '?' : s.ms) + ' ms'
        + (limit ? ' (' + Math.round(100 * s.ms / limit) + '% of the limit)' : '');
    });
    if (limit) {
      var y = B - (B - T) * limit / max;
      el('line', { 'class': 'limit', x1: L, x2: R, y1: y.toFixed(1), y2: y.toFixed(1), 'data-limit': limit }, svg);
      label(svg, R - 4, y - 4, 'limit ' + limit + ' ms' + (grace ? ' (+ ' + grace + ' ms on a first move)' : ''), 'end');
    }
    label(svg, L, H - 6, 'ply 1'); label(svg, R, H - 6, 'ply ' + steps.length, 'end');
    svg.setAttribute('data-moves', steps.length);
  }

  // Each bot's Elo as a dot with its margin as a bar, best on top.
  function drawEloChart(svg, rows) {
    var rowH = 22, L = 150, R = 620, T = 24, W = 640, H = T + rowH * rows.length + 20;
    frame(svg, W, H);
    var lo = Infinity, hi = -Infinity;
    rows.forEach(function (s) {
      var e = s.eloError || 0;
      lo = Math.min(lo, s.elo - e); hi = Math.max(hi, s.elo + e);
    });
    if (!isFinite(lo)) { lo = -100; hi = 100; }
    if (hi - lo < 1) { lo -= 50; hi += 50; }
    var pad = (hi - lo) * 0.05; lo -= pad; hi += pad;
    var x = function (v) { return L + (R - L) * (v - lo) / (hi - lo); };
    for (var k = 0; k <= 4; k++) {
      var v = lo + (hi - lo) * k / 4;
      el('line', { 'class': 'grid-line', x1: x(v), x2: x(v), y1: T - 6, y2: H - 18 }, svg);
      label(svg, x(v), H - 4, Math.round(v), 'middle');
    }
    if (lo < 0 && hi > 0) el('line', { 'class': 'axis', x1: x(0), x2: x(0), y1: T - 6, y2: H - 18 }, svg);
    rows.forEach(function (s, i) {
      var y = T + i * rowH + rowH / 2, e = s.eloError || 0;
      var g = el('g', { 'class': 'elo-row', 'data-bot': s.name, 'data-elo': s.elo, 'data-error': e }, svg);
      label(g, L - 8, y + 4, s.name.length > 22 ? s.name.slice(0, 21) + '\u2026' : s.name, 'end');
      el('line', { 'class': 'err', x1: x(s.elo - e).toFixed(1), x2: x(s.elo + e).toFixed(1), y1: y, y2: y }, g);
      el('circle', { cx: x(s.elo).toFixed(1), cy: y, r: 4.5, fill: PALETTE[i % PALETTE.length] }, g);
      var title = el('title', {}, g);
      title.textContent = s.name + ': ' + Math.round(s.elo) + ' \u00b1 ' + Math.round(e);
    });
  }

  // Points after each round: the standings' own, or counted here from the games.
  function roundsOf(t) {
    if (t.rounds && t.rounds.numbers && t.rounds.names) return t.rounds;
    var numbers = [], seen = {};
    (DATA.rounds || []).forEach(function (r) { if (r != null && !seen[r]) { seen[r] = true; numbers.push(r); } });
    numbers.sort(function (a, b) { return a - b; });
    var names = (t.standings || []).map(function (s) { return s.name; });
    var gained = names.map(function () { return numbers.map(function () { return 0; }); });
    var row = {};
    names.forEach(function (name, i) { row[name] = i; });
    DATA.games.forEach(function (g, i) {
      var r = DATA.rounds[i];
      if (r == null) return;
      var k = numbers.indexOf(r), a = row[DATA.bots[g[1]]], b = row[DATA.bots[g[2]]];
      var p1 = g[4] === 1 ? 1 : g[4] === 0 && !g[6] ? 0.5 : 0, p2 = g[4] === 2 ? 1 : g[4] === 0 && !g[6] ? 0.5 : 0;
      if (a != null) gained[a][k] += p1;
      if (b != null) gained[b][k] += p2;
    });
    var pointsByRound = gained.map(function (list) {
      var sum = 0;
      return list.map(function (v) { sum += v; return sum; });
    });
    return { numbers: numbers, names: names, points: pointsByRound };
  }

  function drawRoundsChart(svg, rounds) {
    var W = 640, H = 260, L = 40, R = 500, T = 12, B = 232;
    frame(svg, W, H);
    var n = rounds.numbers.length, most = 0;
    rounds.points.forEach(function (list) { list.forEach(function (v) { if (v > most) most = v; }); });
    var max = niceMax(most);
    yAxis(svg, L, R, T, B, max);
    // Every line starts from 0 before the first round.
    var x = function (k) { return L + (R - L) * (k + 1) / Math.max(1, n); };
    var y = function (v) { return B - (B - T) * v / max; };
    label(svg, L, H - 6, 'start');
    rounds.numbers.forEach(function (number, k) {
      if (n <= 12 || k === n - 1 || k % Math.ceil(n / 10) === 0) label(svg, x(k), H - 6, 'round ' + number, k === n - 1 ? 'end' : 'middle');
    });
    var ends = [];
    rounds.names.forEach(function (name, i) {
      var list = rounds.points[i] || [], color = PALETTE[i % PALETTE.length];
      var g = el('g', { 'class': 'round-line', 'data-bot': name, 'data-points': list.join(' ') }, svg);
      el('polyline', { points: points([[L, y(0)]].concat(list.map(function (v, k) { return [x(k), y(v)]; }))), fill: 'none', stroke: color,
        'stroke-width': 2 }, g);
      list.forEach(function (v, k) { el('circle', { cx: x(k).toFixed(1), cy: y(v).toFixed(1), r: 2.5, fill: color }, g); });
      var title = el('title', {}, g);
      title.textContent = name + ': ' + list.join(', ');
      if (list.length) ends.push({ g: g, name: name, y: y(list[list.length - 1]), color: color });
    });
    // Names at the lines' ends, pushed apart so that they do not overlap.
    ends.sort(function (a, b) { return a.y - b.y; });
    var last = -Infinity;
    ends.forEach(function (end) {
      var at = Math.max(end.y + 4, last + 12);
      last = at;
      label(end.g, R + 6, at, end.name.length > 20 ? end.name.slice(0, 19) + '\u2026' : end.name).setAttribute('fill', end.color);
    });
  }

  // ------------------------------------------------------------------ the viewer

  var viewer = { game: null, decoded: null, ply: 0, timer: null };
  var $ = function (id) { return document.getElementById(id); };

  function openGame(index, ply) {
    if (!viewer.game || viewer.game.index !== index) {
      stop();
      var game = gameRecord(index);
      viewer.game = game;
      viewer.decoded = decode(game);
      $('viewer').hidden = false;
      $('viewer').setAttribute('data-game', game.id);
      $('game-title').textContent = game.p1 + ' vs ' + game.p2 + (DATA.kind === 'tournament' ? ' \u2014 ' + game.id : '');
      var result = resultText(game) + ' \u00b7 rules ' + game.rules + (isKalah(game) || isFenix(game) && game.start !== 'standard'
        ? ' \u00b7 start ' + game.start : '');
      if (game.detail) result += ' \u00b7 ' + game.detail;
      if (viewer.decoded.error) result += ' \u00b7 ' + viewer.decoded.error;
      if (game.moves == null) result += ' \u00b7 no moves to replay';
      $('game-result').textContent = result;
      fillMoves();
      var max = viewer.decoded.positions.length - 1;
      $('slider').max = max; $('ply').max = max;
      $('legend').hidden = isKalah(game) || isFenix(game);
      $('legend-kalah').hidden = !isKalah(game);
      $('legend-fenix').hidden = !isFenix(game);
      $('moves').tHead.rows[0].cells[4].textContent = isKalah(game) ? 'store +' : 'captured';
      drawScoreChart($('score-chart'), game, viewer.decoded);
      drawTimeChart($('time-chart'), game, viewer.decoded, (DATA.limits || [])[index] || 0, (DATA.graces || [])[index] || 0);
    }
    show(ply == null ? 0 : ply);
  }

  function fillMoves() {
    var body = $('moves').tBodies[0];
    body.textContent = '';
    var steps = viewer.decoded.steps, rows = document.createDocumentFragment(), rules = rulesOf(viewer.game);
    for (var k = 1; k < steps.length; k++) {
      var s = steps[k], tr = document.createElement('tr');
      // A ply by the player who also made the one before: an extra turn.
      var again = k > 1 && steps[k - 1].mover === s.mover;
      tr.className = 'p' + s.mover + (again ? ' again' : '');
      tr.setAttribute('data-ply', k);
      cells(tr, [k, s.mover === 1 ? viewer.game.p1 : viewer.game.p2, rules.moveText(s.code) + (s.again ? ' \u21bb' : ''),
        s.ms == null ? '' : s.ms, s.gain || '']);
      rows.appendChild(tr);
    }
    body.appendChild(rows);
  }

  function cells(tr, values, tag) {
    for (var i = 0; i < values.length; i++) {
      var td = document.createElement(tag || 'td');
      td.textContent = values[i] == null ? '' : String(values[i]);
      tr.appendChild(td);
    }
    return tr;
  }

  function show(ply) {
    var d = viewer.decoded, max = d.positions.length - 1;
    ply = Math.max(0, Math.min(max, ply | 0));
    viewer.ply = ply;
    var step = d.steps[ply], position = d.positions[ply], game = viewer.game;
    var rules = rulesOf(game);
    rules.draw($('board'), game, position, step);
    $('viewer').setAttribute('data-ply', ply);
    moveScoreMarker(ply);
    $('slider').value = ply; $('ply').value = ply;
    var info;
    if (!step) {
      info = 'start position \u2014 ' + (position.toMove === 1 ? game.p1 + ' (P1)' : game.p2 + ' (P2)') + ' moves first';
    } else if (isFenix(game)) {
      info = 'ply ' + ply + ': ' + (step.mover === 1 ? game.p1 : game.p2) + ' (P' + step.mover + ', '
        + (step.mover === 1 ? 'red' : 'black') + ') '
        + (step.stacking ? (step.setup ? 'stacked (setup) ' : 'stacked ') + fenixSquare(step.origin) + ' onto '
          + fenixSquare(step.target) + ', a ' + STACK_NAMES[step.height]
          : 'played ' + rules.moveText(step.code) + (step.gain ? ', captured ' + step.gain : ''))
        + (step.ms == null ? '' : ' in ' + step.ms + ' ms');
    } else {
      info = 'ply ' + ply + ': ' + (step.mover === 1 ? game.p1 : game.p2) + ' (P' + step.mover + ') played '
        + rules.moveText(step.code) + (step.ms == null ? '' : ' in ' + step.ms + ' ms')
        + (isKalah(game) ? (step.gain ? ', +' + step.gain + ' to its store' : '') : (step.gain ? ', captured ' + step.gain : ''))
        + (step.again ? ', ended in its store: it moves again' : '');
    }
    if (ply === max && max === game.plies) info += ' \u2014 ' + resultText(game);
    $('move-info').textContent = info;
    var rows = $('moves').tBodies[0].rows;
    for (var i = 0; i < rows.length; i++) rows[i].className = rows[i].className.replace(/ ?current/, '');
    if (ply > 0 && rows[ply - 1]) {
      rows[ply - 1].className += ' current';
      var box = rows[ply - 1].parentNode.parentNode.parentNode, row = rows[ply - 1];
      if (row.offsetTop < box.scrollTop + 24 || row.offsetTop > box.scrollTop + box.clientHeight - 24) {
        box.scrollTop = row.offsetTop - box.clientHeight / 2;
      }
    }
    $('prev').disabled = $('first').disabled = ply === 0;
    $('next').disabled = $('last').disabled = ply === max;
  }

  function stop() {
    if (viewer.timer) { clearInterval(viewer.timer); viewer.timer = null; }
    $('play').textContent = '\u25B6 play';
  }

  function toggle() {
    if (viewer.timer) { stop(); return; }
    if (viewer.ply >= viewer.decoded.positions.length - 1) show(0);
    $('play').textContent = '\u2016 pause';
    viewer.timer = setInterval(function () {
      if (viewer.ply >= viewer.decoded.positions.length - 1) { stop(); return; }
      show(viewer.ply + 1);
    }, +$('speed').value);
  }

  function wireViewer() {
    $('first').onclick = function () { stop(); show(0); };
    $('prev').onclick = function () { stop(); show(viewer.ply - 1); };
    $('next').onclick = function () { stop(); show(viewer.ply + 1); };
    $('last').onclick = function () { stop(); show(1e9); };
    $('play').onclick = toggle;
    $('speed').onchange = function () { if (viewer.timer) { stop(); toggle(); } };
    $('slider').oninput = function () { stop(); show(+this.value); };
    $('ply').onchange = function () { stop(); show(+this.value); };
    $('score-chart').onclick = function (e) {
      var point = e.target.closest('[data-ply]');
      if (point && point !== this) { stop(); show(+point.getAttribute('data-ply')); }
    };
    $('moves').onclick = function (e) {
      var tr = e.target.closest('tr[data-ply]');
      if (tr) { stop(); show(+tr.getAttribute('data-ply')); }
    };
    document.addEventListener('keydown', function (e) {
      if (!viewer.game || /INPUT|SELECT|TEXTAREA/.test(e.target.tagName)) return;
      if (e.key === 'ArrowRight') { stop(); show(viewer.ply + 1); }
      else if (e.key === 'ArrowLeft') { stop(); show(viewer.ply - 1); }
      else if (e.key === 'Home') { stop(); show(0); }
      else if (e.key === 'End') { stop(); show(1e9); }
      else if (e.key === ' ') { toggle(); }
      else return;
      e.preventDefault();
    });
  }

  // ------------------------------------------------------------------ the tournament

  function fmt(value, digits) { return value == null ? '' : Number(value).toFixed(digits); }

  function renderStandings(t) {
    var table = $('standings');
    var reasons = ['timeout', 'illegal-move', 'malformed', 'out-of-turn', 'crash', 'no-start'];
    var head = table.createTHead().insertRow();
    var unit = DATA.scoreUnit || 'seeds';
    cells(head, ['rank', 'bot', 'games', 'wins', 'draws', 'losses', 'points', unit + ' for', unit + ' against',
      'Elo', '\u00b1', 'forfeits'], 'th');
    head.cells[1].className = 'name';
    var body = table.createTBody();
    var forfeitRows = [];
    (t.standings || []).forEach(function (s) {
      var forfeits = s.forfeits || {}, total = 0;
      for (var key in forfeits) total += forfeits[key] || 0;
      var tr = cells(document.createElement('tr'), [s.rank, s.name, s.games, s.wins, s.draws, s.losses,
        fmt(s.points, 1), s.seedsFor, s.seedsAgainst, fmt(s.elo, 0), s.eloError == null ? '' : '\u00b1 ' + fmt(s.eloError, 0), total]);
      tr.setAttribute('data-bot', s.name);
      tr.cells[1].className = 'name';
      body.appendChild(tr);
      if (total > 0) forfeitRows.push([s.name, forfeits, total, s]);
    });
    // Forfeits: one row per bot with any, one column per reason (reasons added later show too).
    forfeitRows.forEach(function (row) { for (var key in row[1]) if (reasons.indexOf(key) < 0) reasons.push(key); });
    var ft = $('forfeits');
    if (forfeitRows.length === 0) {
      ft.outerHTML = '<p id="forfeits" class="note">No forfeits.</p>';
    } else {
      var fh = ft.createTHead().insertRow();
      cells(fh, ['bot'].concat(reasons).concat(['total', 'games']), 'th');
      fh.cells[0].className = fh.cells[fh.cells.length - 1].className = 'name';
      var fb = ft.createTBody();
      forfeitRows.forEach(function (row) {
        var tr = cells(document.createElement('tr'), [row[0]].concat(reasons.map(function (r) { return row[1][r] || ''; })).concat([row[2], '']));
        tr.cells[0].className = 'name';
        fillForfeitedGames(tr.cells[tr.cells.length - 1], row[3]);
        fb.appendChild(tr);
      });
    }
    // A large share of forfeits: the table says little about strength, and the page says so first.
    var share = t.forfeitShare, warning = $('forfeit-warning');
    if (share && share.warning) {
      warning.textContent = 'Warning: ' + share.warning;
      warning.hidden = false;
    }
    var anchor = t.eloAnchor == null ? 'Elo relative to the field' : 'Elo anchored on ' + JSON.stringify(t.eloAnchor);
    $('summary').textContent = (t.name || '') + ' \u00b7 rules ' + (t.rules || '?') + ' \u00b7 ' + (t.games != null ? t.games : DATA.games.length)
      + ' games \u00b7 ' + anchor + (t.generatedAt ? ' \u00b7 generated ' + t.generatedAt : '');
  }


  // What was played: the standings' header, or what the games say of it.
  function headerText(t) {
    var h = t.header || {}, parts = [];
    var game = h.game || DATA.game;
    if (game) parts.push('game ' + game);
    parts.push('variant ' + (h.variant || t.rules || (DATA.games.length ? gameRecord(0).rules : '?')));
    if (h.starts && h.starts.length) parts.push('starts ' + h.starts.join(', '));
    var tc = h.timeControl;
    if (tc) {
      parts.push('move limit ' + tc.moveMs + ' ms');
      if (tc.bankMs) {
        parts.push('bank ' + tc.bankMs + ' ms');
        if (tc.incrementMs) parts.push('increment ' + tc.incrementMs + ' ms');
      } else {
        parts.push('no bank');
      }
      if (tc.firstMoveGraceMs) parts.push('first-move grace ' + tc.firstMoveGraceMs + ' ms');
      parts.push('end grace ' + (tc.endGraceMs || 0) + ' ms');
    } else {
      var limits = {};
      (DATA.limits || []).forEach(function (ms) { if (ms) limits[ms] = true; });
      var known = Object.keys(limits);
      if (known.length) parts.push('move limit ' + known.join(' / ') + ' ms');
    }
    return parts.join(' \u00b7 ');
  }

  function percent(share) { return share == null ? '' : Math.round(100 * share) + '%'; }

  // A path of the standings' folder as a link relative to the page: each part encoded, so that a
  // name cannot become a scheme (javascript:) or leave its attribute.
  function fileLink(path, text) {
    var a = document.createElement('a');
    a.href = String(path).split('/').map(encodeURIComponent).join('/');
    a.textContent = text;
    return a;
  }

  function gameLink(id, text) {
    var a = document.createElement('a');
    a.href = '#game=' + encodeURIComponent(id) + '&ply=0';
    a.textContent = text;
    return a;
  }

  // Each side's games and points, from the standings or counted from the games.
  function sidesOf(s) {
    if (s.asPlayer1 && s.asPlayer2) return [s.asPlayer1, s.asPlayer2];
    var sides = [{ games: 0, points: 0 }, { games: 0, points: 0 }], bot = DATA.bots.indexOf(s.name);
    DATA.games.forEach(function (g) {
      for (var side = 1; side <= 2; side++) {
        if (g[side] !== bot) continue;
        sides[side - 1].games++;
        sides[side - 1].points += g[4] === side ? 1 : g[4] === 0 && !g[6] ? 0.5 : 0;
      }
    });
    return sides;
  }

  function forfeitsOf(s) {
    if (s.forfeitGames) return s.forfeitGames;
    var bot = DATA.bots.indexOf(s.name), out = [];
    DATA.games.forEach(function (g) {
      if (g[6] && (g[6] === 1 ? g[1] : g[6] === 2 ? g[2] : -2) === bot) out.push({ id: g[0], reason: DATA.reasons[g[5]] });
    });
    return out;
  }

  // Each game a bot forfeited: a link to it in the viewer, its reason, its log and the bot's
  // standard error. The first few in the cell, the others behind a '+N more' that opens.
  function fillForfeitedGames(cell, s) {
    cell.className = 'name forfeited-games';
    var forfeited = forfeitsOf(s), shownAtFirst = 3, more = null;
    forfeited.forEach(function (f, i) {
      var into = cell;
      if (i >= shownAtFirst && forfeited.length > shownAtFirst + 1) {
        if (!more) {
          more = document.createElement('details');
          var summary = document.createElement('summary');
          summary.textContent = '+' + (forfeited.length - shownAtFirst) + ' more';
          more.appendChild(summary);
          cell.appendChild(more);
        }
        into = more;
      }
      var span = document.createElement('div');
      span.className = 'forfeit-game';
      span.setAttribute('data-game', f.id);
      span.appendChild(gameLink(f.id, f.id));
      span.appendChild(document.createTextNode(' ' + f.reason + ' '));
      if (f.file) { span.appendChild(fileLink(f.file, 'log')); span.appendChild(document.createTextNode(' ')); }
      if (f.stderr) span.appendChild(fileLink(f.stderr, 'stderr'));
      into.appendChild(span);
    });
  }

  function renderPerBot(t) {
    var table = $('per-bot');
    var head = cells(table.createTHead().insertRow(), ['bot', 'moves', 'mean ms', 'p95 ms', 'max ms', 'mean % of limit', 'p95 %',
      'max %', 'as P1 (points / games)', 'as P2'], 'th');
    head.cells[0].className = 'name';
    var body = table.createTBody();
    (t.standings || []).forEach(function (s) {
      var th = s.thinking || {}, sides = sidesOf(s);
      // A bot that played no move has no thinking time: blank cells, not zeros that look measured.
      var none = th.moves === 0, dash = '\u2013';
      var tr = cells(document.createElement('tr'), [s.name, th.moves, none ? dash : fmt(th.meanMs, 0), none ? dash : th.p95Ms,
        none ? dash : th.maxMs, none ? dash : percent(th.meanShare), none ? dash : percent(th.p95Share),
        none ? dash : percent(th.maxShare),
        fmt(sides[0].points, 1) + ' / ' + sides[0].games, fmt(sides[1].points, 1) + ' / ' + sides[1].games]);
      tr.setAttribute('data-per-bot', s.name);
      tr.cells[0].className = 'name';
      tr.cells[1].setAttribute('data-moves', th.moves == null ? '' : th.moves);
      tr.cells[2].setAttribute('data-mean-ms', th.meanMs == null ? '' : th.meanMs);
      tr.cells[8].setAttribute('data-points', sides[0].points);
      tr.cells[9].setAttribute('data-points', sides[1].points);
      body.appendChild(tr);
    });
  }

  // A report written while its tournament runs reloads itself to pick up the next one, but not
  // while a game is being autoplayed.
  function goLive(live) {
    document.documentElement.setAttribute('data-live', 'true');
    var note = $('live');
    note.hidden = false;
    note.textContent = 'live: the tournament is running \u00b7 written ' + live.writtenAt + ' \u00b7 this page reloads every '
      + live.refreshSeconds + ' s';
    var reload = function () {
      if (viewer.timer) { setTimeout(reload, 2000); return; }
      location.reload();
    };
    setTimeout(reload, live.refreshSeconds * 1000);
    document.documentElement.setAttribute('data-reload-seconds', live.refreshSeconds);
  }

  // The crosstable is drawn when first opened: 200 bots make 40,000 cells.
  function renderCrosstable(t) {
    var c = t.crosstable || {}, names = c.names || [], table = $('crosstable');
    if (table.rows.length) return;
    var head = table.createTHead().insertRow();
    cells(head, [''].concat(names), 'th');
    for (var i = 1; i < head.cells.length; i++) head.cells[i].className = 'col';
    var body = table.createTBody();
    names.forEach(function (name, r) {
      var row = [name];
      for (var k = 0; k < names.length; k++) {
        var p = c.points && c.points[r] ? c.points[r][k] : null, n = c.games && c.games[r] ? c.games[r][k] : 0;
        row.push(r === k ? '' : p == null ? '' : fmt(p, 1) + '/' + n);
      }
      var tr = cells(document.createElement('tr'), row);
      tr.cells[0].className = 'name';
      if (tr.cells[r + 1]) tr.cells[r + 1].className = 'self';
      body.appendChild(tr);
    });
  }

  var list = { filter: -1, page: 0, indexes: null };

  function filtered() {
    if (list.indexes) return list.indexes;
    var out = [];
    for (var i = 0; i < DATA.games.length; i++) {
      var g = DATA.games[i];
      if (list.filter < 0 || g[1] === list.filter || g[2] === list.filter) out.push(i);
    }
    list.indexes = out;
    return out;
  }

  function renderGameList() {
    var indexes = filtered(), pages = Math.max(1, Math.ceil(indexes.length / PAGE_SIZE));
    list.page = Math.max(0, Math.min(pages - 1, list.page));
    var table = $('game-list');
    table.textContent = '';
    cells(table.createTHead().insertRow(), ['round', 'game', 'player 1', 'player 2', 'result', 'score', 'reason', 'plies', ''], 'th');
    var body = table.createTBody();
    var from = list.page * PAGE_SIZE, to = Math.min(indexes.length, from + PAGE_SIZE);
    for (var i = from; i < to; i++) {
      var game = gameRecord(indexes[i]);
      var round = (DATA.rounds || [])[indexes[i]];
      var tr = cells(document.createElement('tr'), [round == null ? '' : round, game.id, game.p1, game.p2,
        game.winner === 0 ? '\u00bd-\u00bd' : game.winner === 1 ? '1-0' : '0-1',
        game.captured[0] + '-' + game.captured[1], game.reason, game.plies, '']);
      tr.setAttribute('data-game', game.id);
      tr.cells[1].className = tr.cells[2].className = tr.cells[3].className = 'name';
      if (game.winner) tr.cells[game.winner + 1].classList.add('win');
      if (game.forfeit) tr.cells[6].className = 'forfeit';
      if (viewer.game && viewer.game.index === indexes[i]) tr.className = 'selected';
      var playable = game.moves != null;
      var open = document.createElement(playable ? 'a' : 'span');
      open.textContent = playable ? 'replay' : 'no replay';
      if (playable) open.href = '#game=' + encodeURIComponent(game.id) + '&ply=0'; else open.className = 'note';
      tr.cells[8].appendChild(open);
      body.appendChild(tr);
    }
    $('page-info').textContent = indexes.length + ' games \u00b7 page ' + (list.page + 1) + ' of ' + pages;
    $('page-prev').disabled = list.page === 0;
    $('page-next').disabled = list.page >= pages - 1;
  }

  function wireGameList() {
    var select = $('bot-filter');
    DATA.bots.map(function (name, i) { return [name, i]; })
      .sort(function (a, b) { return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0; })
      .forEach(function (pair) {
        var option = document.createElement('option');
        option.value = pair[1]; option.textContent = pair[0];
        select.appendChild(option);
      });
    select.onchange = function () { list.filter = +this.value; list.page = 0; list.indexes = null; renderGameList(); };
    $('page-prev').onclick = function () { list.page--; renderGameList(); };
    $('page-next').onclick = function () { list.page++; renderGameList(); };
  }

  // ------------------------------------------------------------------ the fragment

  var byId = null;

  function findGame(id) {
    if (!byId) { byId = {}; for (var i = 0; i < DATA.games.length; i++) byId[DATA.games[i][0]] = i; }
    return byId.hasOwnProperty(id) ? byId[id] : -1;
  }

  function honorFragment() {
    var params = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (part) {
      var eq = part.indexOf('=');
      if (eq > 0) params[decodeURIComponent(part.slice(0, eq))] = decodeURIComponent(part.slice(eq + 1));
    });
    var index = DATA.kind === 'game' ? 0 : params.game != null ? findGame(params.game) : -1;
    if (index < 0) return false;
    openGame(index, params.ply != null ? parseInt(params.ply, 10) || 0 : 0);
    if (DATA.kind === 'tournament') {
      renderGameList();
      if (params.game != null) $('viewer').scrollIntoView();
    }
    return true;
  }

  // ------------------------------------------------------------------ start

  wireViewer();
  if (DATA.kind === 'tournament') {
    $('tournament').hidden = false;
    $('games').hidden = false;
    var t = DATA.tournament || {};
    renderStandings(t);
    $('header-info').textContent = headerText(t);
    $('description').textContent = t.header && t.header.description ? t.header.description : '';
    drawEloChart($('elo-chart'), (t.standings || []).filter(function (s) { return s.elo != null; }));
    drawRoundsChart($('rounds-chart'), roundsOf(t));
    renderPerBot(t);
    if (DATA.live) goLive(DATA.live);
    $('crosstable-box').addEventListener('toggle', function () { if (this.open) renderCrosstable(DATA.tournament || {}); });
    wireGameList();
    renderGameList();
  } else {
    var only = gameRecord(0);
    $('summary').textContent = resultText(only) + ' \u00b7 rules ' + only.rules;
    $('header-info').textContent = headerText({});
  }
  if (!honorFragment() && DATA.kind === 'game') openGame(0, 0);
  window.addEventListener('hashchange', honorFragment);
  document.documentElement.setAttribute('data-ready', 'true');
})();
