// The replay viewer and the tournament report. The data block holds each game as compact strings
// of positions and times (see arbitre.report.GameCodec), decoded only when a game is opened. The
// positions are the game's own, computed by the referee: this core plays no rules and knows no
// game. It draws a board with the module the page carries for its game (window.arbitreBoards, one
// function per game name that returns its drawing), and without one shows each position as text.
(function () {
  'use strict';
  var DATA = JSON.parse(document.getElementById('data').textContent);
  var ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  var PAGE_SIZE = 50;

  // ------------------------------------------------------------------ drawing helpers

  // The kit the board modules draw with (boards/kit.js, which the page carries before this core).
  var KIT = window.arbitreBoardKit;
  var el = KIT.el, text = KIT.text, addSpan = KIT.span, fillLegend = KIT.legend;
  var CX = KIT.center;

  // The drawing the page carries for a game, or null: then each position shows as text.
  var boards = window.arbitreBoards || {};
  var boardCache = {};

  function boardOf(name) {
    if (!Object.prototype.hasOwnProperty.call(boards, name) || typeof boards[name] !== 'function') return null;
    if (!Object.prototype.hasOwnProperty.call(boardCache, name)) boardCache[name] = boards[name](KIT);
    return boardCache[name];
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

  function signed(n) { return n % 2 ? -(n + 1) / 2 : n / 2; }

  function gameRecord(index) {
    var g = DATA.games[index];
    return { index: index, id: g[0], p1: DATA.bots[g[1]], p2: DATA.bots[g[2]], rules: g[3] >= 0 ? DATA.variants[g[3]] : '?',
      winner: g[4], reason: DATA.reasons[g[5]], forfeit: g[6], plies: g[7], captured: [g[8], g[9]],
      positions: g[10], times: g[11], detail: g[12], start: g[13], first: g[14] || 0, moves: g[15] || [],
      texts: g[16] || null, again: g[17] || null, words: g[18] || [], rtts: g[19] || null };
  }

  // The positions of a game, from its string: positions[k] is the position k plies after the start.
  function decode(game) {
    var times = game.times ? decodeNumbers(game.times) : [];
    // A remote bot's round trip per ply, plus one (0: a bot on the referee's machine).
    var rtts = game.rtts ? decodeNumbers(game.rtts) : [];
    var numbers = game.positions ? decodeNumbers(game.positions) : [], at = 0;
    var next = function () { return numbers[at++]; };
    var positions = [], steps = [null];
    if (!numbers.length) return { first: game.first, positions: positions, steps: steps };
    var size = next(), vector = [], toMove = next();
    for (var i = 0; i < size; i++) vector.push(signed(next()));
    positions.push({ vector: vector, toMove: toMove, ply: game.first });
    while (at < numbers.length) {
      var before = positions[positions.length - 1], move = game.moves[next()], head = next();
      var mover = before.toMove, toMove = head % 2 ? next() : 3 - mover;
      var changes = Math.floor(head / 2), v = before.vector.slice(), cell = -1;
      for (var c = 0; c < changes; c++) {
        // A change: the numbers it skips and by how much one number, or a run of them, changed.
        var pair = next(), d = pair % 8, run = 1;
        cell += Math.floor(pair / 8) + 1;
        if (d === 7) {
          var more = next();
          if (more % 2) { run = (more - 1) / 2 + 3; d = next(); } else { d = more / 2; }
        }
        for (var n = 0; n < run; n++) v[cell + n] += signed(d);
        cell += run - 1;
      }
      var marks = [], count = next();
      for (var m = 0; m < count; m++) marks.push(next());
      var k = positions.length;
      positions.push({ vector: v, toMove: toMove, ply: before.ply + 1 });
      steps.push({ move: move, mover: mover, marks: marks, ms: times[k - 1],
        rtt: rtts[k - 1] ? rtts[k - 1] - 1 : null,
        gain: mover ? v[mover - 1] - before.vector[mover - 1] : 0 });
    }
    return { first: game.first, positions: positions, steps: steps };
  }

  // What a module draws: the position's cells, scores and turn, and the ply that led there.
  function viewOf(game, decoded, index) {
    var position = decoded.positions[index], step = decoded.steps[index], before = index ? decoded.positions[index - 1] : null;
    var last = index === decoded.positions.length - 1;
    return { game: game, ply: position.ply, cells: position.vector.slice(2), scores: position.vector.slice(0, 2),
      toMove: position.toMove, over: position.toMove === 0 ? (last && game.reason ? game.reason : 'game over') : null,
      again: !!step && position.toMove !== 0 && position.toMove === step.mover,
      before: before ? before.vector.slice(2) : null, step: step, marks: step ? step.marks : [] };
  }

  function resultText(game) {
    var who = game.winner === 0 ? 'draw' : (game.winner === 1 ? game.p1 : game.p2) + ' wins';
    var text = who + ', ' + game.captured[0] + '-' + game.captured[1] + ', ' + game.reason + ', ' + game.plies + ' plies';
    if (game.forfeit) text += ' (' + (game.forfeit === 1 ? game.p1 : game.p2) + ' forfeits)';
    return text;
  }

  // ------------------------------------------------------------------ the board

  // A game without a drawing: the position as the game writes it.
  function drawText(game, view) {
    var pre = $('board-text');
    var text = game.texts && game.texts[view.ply - game.first];
    pre.textContent = text == null ? 'no position to show' : text;
    pre.setAttribute('data-ply', view.ply);
  }

  function drawNothing(svg, game) {
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    text(svg, CX, 330, 'center-text', game.detail || 'no replay');
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
    var W = 640, H = 200, L = 44, R = 630, T = 12, B = 176, first = decoded.first;
    frame(svg, W, H);
    var scores = decoded.positions.map(function (p) { return p.vector.slice(0, 2); }), n = Math.max(0, scores.length - 1);
    var max = niceMax(Math.max.apply(null, scores.map(function (s) { return Math.max(s[0], s[1]); })));
    yAxis(svg, L, R, T, B, max);
    var x = function (ply) { return L + (R - L) * (n ? ply / n : 0); };
    var y = function (v) { return B - (B - T) * v / max; };
    label(svg, L, H - 6, 'ply ' + first); label(svg, R, H - 6, 'ply ' + (first + n), 'end');
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
          fill: side ? '#1f5f8b' : '#b06d00', 'data-ply': first + ply, 'data-player': side + 1, 'data-score': s[side] }, svg);
        var title = el('title', {}, dot);
        title.textContent = 'ply ' + (first + ply) + ': ' + (side ? game.p2 : game.p1) + ' ' + s[side];
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
    svg.setAttribute('data-ply', viewer.decoded.first + ply);
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
        'data-ply': decoded.first + k + 1, 'data-ms': s.ms == null ? '' : s.ms }, svg);
      var title = el('title', {}, bar);
      title.textContent = 'ply ' + (decoded.first + k + 1) + ': ' + (s.ms == null ? '?' : s.ms) + ' ms'
        + (limit ? ' (' + Math.round(100 * s.ms / limit) + '% of the limit)' : '');
    });
    if (limit) {
      var y = B - (B - T) * limit / max;
      el('line', { 'class': 'limit', x1: L, x2: R, y1: y.toFixed(1), y2: y.toFixed(1), 'data-limit': limit }, svg);
      label(svg, R - 4, y - 4, 'limit ' + limit + ' ms' + (grace ? ' (+ ' + grace + ' ms on a first move)' : ''), 'end');
    }
    label(svg, L, H - 6, 'ply ' + (decoded.first + 1)); label(svg, R, H - 6, 'ply ' + (decoded.first + steps.length), 'end');
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

  // A round as the page names it: a round of the final that follows a Swiss has the final's own number.
  function roundName(number, finalFrom) {
    return finalFrom != null && number >= finalFrom ? 'final ' + (number - finalFrom + 1) : 'round ' + number;
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
      if (n <= 12 || k === n - 1 || k % Math.ceil(n / 10) === 0) {
        label(svg, x(k), H - 6, roundName(number, rounds.finalFrom), k === n - 1 ? 'end' : 'middle');
      }
    });
    // The final that follows a Swiss, set apart: a line between the Swiss's last round and its first.
    var first = rounds.finalFrom == null ? -1 : rounds.numbers.indexOf(rounds.finalFrom);
    if (first >= 0) {
      var between = first === 0 ? L : (x(first - 1) + x(first)) / 2;
      el('line', { 'class': 'stage-line', x1: between, x2: between, y1: T - 6, y2: B }, svg);
      label(svg, between + 4, T + 4, 'final', 'start', 'stage-label');
    }
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

  var viewer = { game: null, decoded: null, board: null, ply: 0, timer: null };
  var $ = function (id) { return document.getElementById(id); };

  // The viewer keeps a position's index from the start; the page shows and takes the game's ply.
  function openGame(index, ply) {
    if (!viewer.game || viewer.game.index !== index) {
      stop();
      var game = gameRecord(index);
      viewer.game = game;
      viewer.decoded = decode(game);
      viewer.board = boardOf(DATA.game);
      $('viewer').hidden = false;
      $('viewer').setAttribute('data-game', game.id);
      $('game-title').textContent = game.p1 + ' vs ' + game.p2 + (DATA.kind === 'tournament' ? ' \u2014 ' + game.id : '');
      var result = resultText(game) + ' \u00b7 rules ' + game.rules + (game.start != null ? ' \u00b7 start ' + game.start : '');
      if (game.detail) result += ' \u00b7 ' + game.detail;
      if (game.positions == null) result += ' \u00b7 no moves to replay';
      $('game-result').textContent = result;
      $('play-again').hidden = !game.again;
      $('play-again').querySelector('code').textContent = game.again || '';
      fillMoves();
      var max = Math.max(0, viewer.decoded.positions.length - 1), first = viewer.decoded.first;
      $('slider').min = first; $('ply').min = first;
      $('slider').max = first + max; $('ply').max = first + max;
      var board = viewer.board, legend = $('legend');
      legend.hidden = !(board && board.legend);
      if (board && board.legend) fillLegend(legend, board.legend);
      $('board').style.display = board || game.positions == null ? '' : 'none';
      $('board-text').hidden = !!board || game.positions == null;
      $('moves').tHead.rows[0].cells[4].textContent = board && board.gainName ? board.gainName : 'score +';
      drawScoreChart($('score-chart'), game, viewer.decoded);
      drawTimeChart($('time-chart'), game, viewer.decoded, (DATA.limits || [])[index] || 0, (DATA.graces || [])[index] || 0);
    }
    show(ply == null ? 0 : ply - viewer.decoded.first);
  }

  function fillMoves() {
    var body = $('moves').tBodies[0];
    body.textContent = '';
    var steps = viewer.decoded.steps, rows = document.createDocumentFragment(), first = viewer.decoded.first;
    for (var k = 1; k < steps.length; k++) {
      var s = steps[k], tr = document.createElement('tr');
      // A ply by the player who also made the one before: an extra turn.
      var again = k > 1 && steps[k - 1].mover === s.mover;
      var next = k + 1 < steps.length ? steps[k + 1].mover === s.mover : viewer.decoded.positions[k].toMove === s.mover;
      tr.className = 'p' + s.mover + (again ? ' again' : '');
      tr.setAttribute('data-ply', first + k);
      cells(tr, [first + k, s.mover === 1 ? viewer.game.p1 : viewer.game.p2, s.move + (next ? ' \u21bb' : ''),
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

  function playerName(game, player) { return player === 1 ? game.p1 : game.p2; }

  // The sentence under the board: the ply's own from the game's drawing, or who played what.
  function plyText(game, view, board) {
    var step = view.step;
    if (!step) {
      return 'start position \u2014 ' + (view.toMove ? playerName(game, view.toMove) + ' (P' + view.toMove + ') moves first' : view.over);
    }
    var own = board && board.describe ? board.describe(view) : null;
    return 'ply ' + view.ply + ': ' + playerName(game, step.mover) + ' (P' + step.mover
      + (board && board.sideName ? ', ' + board.sideName(step.mover) : '') + ') '
      + (own || 'played ' + step.move) + (step.ms == null ? '' : ' in ' + step.ms + ' ms')
      + (step.rtt == null ? '' : ' (network round trip ' + step.rtt + ' ms)')
      + (step.gain ? (board && board.gainText ? board.gainText(step.gain) : ', score +' + step.gain) : '')
      + (view.again ? (board && board.againText ? board.againText : ', and moves again') : '');
  }

  // What each bot wrote on standard error while the ply that led to this position was under way,
  // as text: a bot may write anything. The last position also shows what came after it (a bot that
  // crashed while thinking about the next ply).
  function showWords(game, ply, last) {
    var box = $('words'), said = game.words.filter(function (w) { return w[0] === ply || (last && w[0] > ply); });
    box.textContent = '';
    box.setAttribute('data-ply', ply);
    $('bot-words').hidden = !game.words.length;
    if (!game.words.length) return;
    if (!said.length) {
      var none = document.createElement('p');
      none.className = 'note';
      none.textContent = 'nothing';
      box.appendChild(none);
    }
    said.forEach(function (w) {
      var who = document.createElement('div'), pre = document.createElement('pre');
      who.className = 'words-of';
      who.textContent = playerName(game, w[1]) + ' (P' + w[1] + ')' + (w[0] !== ply ? ', during ply ' + w[0] : '')
        + (w[3] ? ', ' + w[3] + ' more bytes not kept' : '');
      pre.className = 'words p' + w[1];
      pre.setAttribute('data-player', w[1]);
      pre.textContent = w[2];
      box.appendChild(who);
      box.appendChild(pre);
    });
  }

  function show(index) {
    var d = viewer.decoded, max = Math.max(0, d.positions.length - 1), game = viewer.game;
    index = Math.max(0, Math.min(max, index | 0));
    viewer.ply = index;
    var ply = d.first + index;
    $('viewer').setAttribute('data-ply', ply);
    $('slider').value = ply; $('ply').value = ply;
    if (!d.positions.length) {
      drawNothing($('board'), game);
      $('move-info').textContent = '';
    } else {
      var view = viewOf(game, d, index), board = viewer.board;
      if (board) board.draw($('board'), view); else drawText(game, view);
      moveScoreMarker(index);
      var info = plyText(game, view, board);
      if (index === max && ply === game.plies) info += ' \u2014 ' + resultText(game);
      $('move-info').textContent = info;
    }
    showWords(game, ply, index === max);
    var rows = $('moves').tBodies[0].rows;
    for (var i = 0; i < rows.length; i++) rows[i].className = rows[i].className.replace(/ ?current/, '');
    if (index > 0 && rows[index - 1]) {
      rows[index - 1].className += ' current';
      var box = rows[index - 1].parentNode.parentNode.parentNode, row = rows[index - 1];
      if (row.offsetTop < box.scrollTop + 24 || row.offsetTop > box.scrollTop + box.clientHeight - 24) {
        box.scrollTop = row.offsetTop - box.clientHeight / 2;
      }
    }
    $('prev').disabled = $('first').disabled = index === 0;
    $('next').disabled = $('last').disabled = index === max;
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
    var at = function (ply) { return +ply - viewer.decoded.first; };
    $('slider').oninput = function () { stop(); show(at(this.value)); };
    $('ply').onchange = function () { stop(); show(at(this.value)); };
    $('score-chart').onclick = function (e) {
      var point = e.target.closest('[data-ply]');
      if (point && point !== this) { stop(); show(at(point.getAttribute('data-ply'))); }
    };
    $('moves').onclick = function (e) {
      var tr = e.target.closest('tr[data-ply]');
      if (tr) { stop(); show(at(tr.getAttribute('data-ply'))); }
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
    var unit = DATA.scoreUnit || 'points';
    cells(head, ['rank', 'bot', 'games', 'wins', 'draws', 'losses', 'points', unit + ' for', unit + ' against',
      'Elo', '\u00b1', 'forfeits'], 'th');
    head.cells[1].className = 'name';
    var body = table.createTBody();
    var forfeitRows = [];
    (t.standings || []).forEach(function (s) {
      var forfeits = s.forfeits || {}, total = 0;
      for (var key in forfeits) total += forfeits[key] || 0;
      var tr = cells(document.createElement('tr'), [s.rank, s.name, s.games, s.wins, s.draws, s.losses,
        fmt(s.points, 1), s.capturedFor, s.capturedAgainst, fmt(s.elo, 0), s.eloError == null ? '' : '\u00b1 ' + fmt(s.eloError, 0), total]);
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
    // An order that is not the table's own (a Swiss's table), with the tie-break that placed each tied bot.
    var ranking = t.ranking;
    if (ranking && ranking.rule) {
      var placed = [];
      for (var bot in (ranking.tieBreaks || {})) placed.push(bot + ' (' + ranking.tieBreaks[bot] + ')');
      $('ranking').textContent = 'Ranked as ' + ranking.rule + '.'
        + (placed.length ? ' Placed by a tie-break: ' + placed.join(', ') + '.' : '');
      $('ranking').hidden = false;
    }
    // Standings of a stage that others follow: not the tournament's last, and the page says so first.
    if (t.notFinal) {
      $('not-final').textContent = 'Not final: ' + t.notFinal + '.';
      $('not-final').hidden = false;
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
      if (f.playAgain) {
        var again = document.createElement('details'), label = document.createElement('summary'), code = document.createElement('code');
        label.textContent = 'play it again';
        code.textContent = f.playAgain;
        again.className = 'play-again';
        again.appendChild(label);
        again.appendChild(code);
        span.appendChild(again);
      }
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
      var round = (DATA.rounds || [])[indexes[i]], finalFrom = ((DATA.tournament || {}).rounds || {}).finalFrom;
      // A round of a Swiss's final by the final's own number; any other round by its number.
      var shown = round == null ? '' : finalFrom != null && round >= finalFrom ? roundName(round, finalFrom) : round;
      var tr = cells(document.createElement('tr'), [shown, game.id, game.p1, game.p2,
        game.winner === 0 ? '\u00bd-\u00bd' : game.winner === 1 ? '1-0' : '0-1',
        game.captured[0] + '-' + game.captured[1], game.reason, game.plies, '']);
      tr.setAttribute('data-game', game.id);
      tr.cells[1].className = tr.cells[2].className = tr.cells[3].className = 'name';
      if (game.winner) tr.cells[game.winner + 1].classList.add('win');
      if (game.forfeit) tr.cells[6].className = 'forfeit';
      if (viewer.game && viewer.game.index === indexes[i]) tr.className = 'selected';
      var playable = game.positions != null;
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

  // The tables of a staged tournament beside the report (its Swiss table, its bracket). Their file
  // names come from the referee, never from a bot; only a plain name of this folder is linked.
  function renderStages(stages) {
    var box = $('stages');
    stages.forEach(function (stage) {
      if (!/^[a-z]+\.(html|md)$/.test(stage.file)) return;
      var link = document.createElement('a');
      link.href = stage.file;
      link.textContent = stage.label;
      if (box.childNodes.length) box.appendChild(document.createTextNode(' \u00b7 '));
      box.appendChild(link);
    });
    box.hidden = !box.childNodes.length;
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
    renderStages(DATA.stages || []);
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
