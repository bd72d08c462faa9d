// The replay viewer and the tournament report. The data block holds each game as a compact
// string of moves and times (see arbitre.report.GameCodec); a game is decoded and re-played with
// the port of the rules below only when it is opened. Positions are never embedded.
(function () {
  'use strict';
  var DATA = JSON.parse(document.getElementById('data').textContent);
  var ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  var RULE_NAMES = ['official', 'report', 'kalah'];
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

  // What a game's moves are: the port of its rules, its start and its notation.
  function rulesOf(game) {
    if (isKalah(game)) {
      return {
        start: function () { return kalahStart(game.cells || [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0]); },
        play: function (position, code) { return kalahPlay(position, code); },
        moveText: function (code) { return String(code); },
        draw: drawKalah
      };
    }
    return {
      start: startPosition,
      play: function (position, code) { return play(game.rules, position, code); },
      moveText: moveText,
      draw: drawBoard
    };
  }

  // Re-plays a whole game once: positions[k] is the position after k plies.
  function decode(game) {
    var rules = rulesOf(game);
    var positions = [rules.start()], steps = [null], error = null;
    var times = game.times ? decodeNumbers(game.times) : [];
    var text = game.moves || '';
    for (var k = 0; k < text.length; k++) {
      var code = ALPHABET.indexOf(text.charAt(k));
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
      var result = resultText(game) + ' \u00b7 rules ' + game.rules + (isKalah(game) ? ' \u00b7 start ' + game.start : '');
      if (game.detail) result += ' \u00b7 ' + game.detail;
      if (viewer.decoded.error) result += ' \u00b7 ' + viewer.decoded.error;
      if (game.moves == null) result += ' \u00b7 no moves to replay';
      $('game-result').textContent = result;
      fillMoves();
      var max = viewer.decoded.positions.length - 1;
      $('slider').max = max; $('ply').max = max;
      $('legend').hidden = isKalah(game);
      $('legend-kalah').hidden = !isKalah(game);
      $('moves').tHead.rows[0].cells[4].textContent = isKalah(game) ? 'store +' : 'captured';
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
    $('slider').value = ply; $('ply').value = ply;
    var info;
    if (!step) {
      info = 'start position \u2014 ' + game.p1 + ' (P1) moves first';
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
    cells(head, ['rank', 'bot', 'games', 'wins', 'draws', 'losses', 'points', 'seeds for', 'seeds against',
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
      if (total > 0) forfeitRows.push([s.name, forfeits, total]);
    });
    // Forfeits: one row per bot with any, one column per reason (reasons added later show too).
    forfeitRows.forEach(function (row) { for (var key in row[1]) if (reasons.indexOf(key) < 0) reasons.push(key); });
    var ft = $('forfeits');
    if (forfeitRows.length === 0) {
      ft.outerHTML = '<p id="forfeits" class="note">No forfeits.</p>';
    } else {
      var fh = ft.createTHead().insertRow();
      cells(fh, ['bot'].concat(reasons).concat(['total']), 'th');
      fh.cells[0].className = 'name';
      var fb = ft.createTBody();
      forfeitRows.forEach(function (row) {
        var tr = cells(document.createElement('tr'), [row[0]].concat(reasons.map(function (r) { return row[1][r] || ''; })).concat([row[2]]));
        tr.cells[0].className = 'name';
        fb.appendChild(tr);
      });
    }
    var anchor = t.eloAnchor == null ? 'Elo relative to the field' : 'Elo anchored on ' + JSON.stringify(t.eloAnchor);
    $('summary').textContent = (t.name || '') + ' \u00b7 rules ' + (t.rules || '?') + ' \u00b7 ' + (t.games != null ? t.games : DATA.games.length)
      + ' games \u00b7 ' + anchor + (t.generatedAt ? ' \u00b7 generated ' + t.generatedAt : '');
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
    cells(table.createTHead().insertRow(), ['game', 'player 1', 'player 2', 'result', 'score', 'reason', 'plies', ''], 'th');
    var body = table.createTBody();
    var from = list.page * PAGE_SIZE, to = Math.min(indexes.length, from + PAGE_SIZE);
    for (var i = from; i < to; i++) {
      var game = gameRecord(indexes[i]);
      var tr = cells(document.createElement('tr'), [game.id, game.p1, game.p2,
        game.winner === 0 ? '\u00bd-\u00bd' : game.winner === 1 ? '1-0' : '0-1',
        game.captured[0] + '-' + game.captured[1], game.reason, game.plies, '']);
      tr.setAttribute('data-game', game.id);
      tr.cells[0].className = tr.cells[1].className = tr.cells[2].className = 'name';
      if (game.winner) tr.cells[game.winner].classList.add('win');
      if (game.forfeit) tr.cells[5].className = 'forfeit';
      if (viewer.game && viewer.game.index === indexes[i]) tr.className = 'selected';
      var playable = game.moves != null;
      var open = document.createElement(playable ? 'a' : 'span');
      open.textContent = playable ? 'replay' : 'no replay';
      if (playable) open.href = '#game=' + encodeURIComponent(game.id) + '&ply=0'; else open.className = 'note';
      tr.cells[7].appendChild(open);
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
    renderStandings(DATA.tournament || {});
    $('crosstable-box').addEventListener('toggle', function () { if (this.open) renderCrosstable(DATA.tournament || {}); });
    wireGameList();
    renderGameList();
  } else {
    var only = gameRecord(0);
    $('summary').textContent = resultText(only) + ' \u00b7 rules ' + only.rules;
  }
  if (!honorFragment() && DATA.kind === 'game') openGame(0, 0);
  window.addEventListener('hashchange', honorFragment);
  document.documentElement.setAttribute('data-ready', 'true');
})();
