// The live page: everything arrives as server-sent events from /events and is written with
// textContent only, so nothing a bot or a config wrote is ever read as HTML.
'use strict';
(function () {
  let lastPoints = new Map();
  // The remote seats: name → connected now. A seat not connected says so in the standings.
  let seats = {};
  let lastStandings = null;

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function renderStandings(event) {
    lastStandings = event;
    const s = event.standings || {};
    const body = document.querySelector('#standings tbody');
    const rows = Array.isArray(s.standings) ? s.standings : [];
    const fresh = document.createDocumentFragment();
    const points = new Map();
    for (const r of rows) {
      const tr = el('tr');
      if (lastPoints.has(r.name) && lastPoints.get(r.name) !== r.points) tr.className = 'changed';
      points.set(r.name, r.points);
      const name = el('td', null, r.name);
      if (seats[r.name] === false) name.append(' ', el('span', 'absent', 'not connected'));
      tr.append(el('td', 'num', r.rank), name, el('td', 'num', r.points),
        el('td', 'num', r.games), el('td', 'num', r.wins + '–' + r.draws + '–' + r.losses));
      fresh.append(tr);
    }
    lastPoints = points;
    body.replaceChildren(fresh);
    // An order that is not points and Elo (a Swiss's table), said as standings.md and the report say it.
    const ranking = s.ranking;
    let order = '';
    if (ranking && ranking.rule) {
      const placed = Object.keys(ranking.tieBreaks || {}).map(function (bot) {
        return bot + ' (' + ranking.tieBreaks[bot] + ')';
      });
      order = 'Ranked as ' + ranking.rule + '.' + (placed.length ? ' Placed by a tie-break: ' + placed.join(', ') + '.' : '');
    }
    document.getElementById('ranking').textContent = order;
    document.getElementById('games-count').textContent =
      (s.games !== undefined ? s.games + ' games played' : '') + (event.final ? ' — final standings' : '');
  }

  function renderSeats(all) {
    seats = all || {};
    const away = Object.keys(seats).filter(function (n) { return seats[n] === false; });
    document.getElementById('seats').textContent =
      away.length ? 'Not connected: ' + away.join(', ') : '';
    if (lastStandings) renderStandings(lastStandings);
  }

  // The games in play by id, and each tie of the bracket with its games: a tie with a game in play is live.
  const playing = new Set();
  let ties = [];

  function markLive() {
    for (const t of ties) t.element.classList.toggle('live', t.games.some(function (id) { return playing.has(id); }));
  }

  function side(name, points, tie) {
    const won = tie.winner !== null && tie.winner !== undefined && tie.winner === name;
    const lost = tie.winner !== null && tie.winner !== undefined && name !== null && tie.winner !== name;
    const s = el('div', 'side' + (won ? ' win' : lost ? ' out' : ''));
    s.append(el('span', 'name', name === null || name === undefined ? '…' : name),
      el('span', 'points', points || ''));
    return s;
  }

  function renderBracket(stage) {
    // Once the tournament is over there is no "now": the page says it is finished.
    document.getElementById('stage').textContent = stage.stage === 'finished' ? 'Finished'
      : stage.stage ? 'Now: ' + stage.stage : '';
    const box = document.getElementById('bracket-box');
    const b = stage.bracket;
    box.hidden = !b;
    ties = [];
    if (!b) return;
    document.getElementById('champion').textContent = b.champion ? '— winner: ' + b.champion : '';
    // A big first round takes smaller type, so that the bracket leaves room for the boards.
    const rounds = el('div', 'rounds' + (b.rounds.length > 3 ? ' compact' : ''));
    rounds.style.setProperty('--rounds', String(b.rounds.length));
    for (const r of b.rounds) {
      const col = el('section', 'round');
      col.append(el('h3', null, r.title));
      const list = el('div', 'ties');
      for (const t of r.ties) {
        const tie = el('div', 'tie' + (t.known ? '' : ' later'));
        if (t.known && t.low === null) {
          tie.append(side(t.high, '', t), el('div', 'side bye', 'bye'));
        } else {
          tie.append(side(t.high, t.highPoints, t), side(t.low, t.lowPoints, t));
        }
        tie.append(el('div', 'words', t.known ? (t.words || 'to play') : 'to come'));
        const games = el('div', 'links');
        const ids = [];
        (t.games || []).forEach(function (g, i) {
          ids.push(g.id);
          if (!g.played) return;
          // Short, so that every game of a tie fits its line; what happened is in the link's title.
          const a = el('a', null, 'game ' + (i + 1));
          a.setAttribute('href', 'report.html#game=' + encodeURIComponent(g.id) + '&ply=0');
          a.title = 'game ' + (i + 1) + ': ' + g.result + ' (replay)';
          games.append(a);
        });
        tie.append(games);
        tie.setAttribute('role', 'group');
        tie.setAttribute('aria-label', r.title + ': ' + (t.high || 'to come') + ' against '
          + (t.known && t.low === null ? 'nobody (bye)' : t.low || 'to come'));
        ties.push({ element: tie, games: ids });
        list.append(tie);
      }
      col.append(list);
      rounds.append(col);
    }
    document.getElementById('bracket').replaceChildren(rounds);
    markLive();
  }

  function card(g) {
    const c = el('div', 'game' + (g.over ? ' over' : ''));
    c.dataset.id = g.id;
    const names = el('div', 'names');
    const p1 = el('span', g.toMove === 1 && !g.over ? 'tomove' : null, g.player1);
    const p2 = el('span', g.toMove === 2 && !g.over ? 'tomove' : null, g.player2);
    names.append(p1, document.createTextNode(' – '), p2);
    c.append(names);
    c.setAttribute('role', 'group');
    c.setAttribute('aria-label', g.player1 + ' against ' + g.player2);
    c.append(el('div', 'score', 'ply ' + g.ply + ' — ' + g.score1 + ' to ' + g.score2));
    // The board drawn as the report draws it, or in characters for a game without a drawing. Neither
    // means anything read aloud: a screen reader gets it in words.
    const board = drawn(g) || el('pre', 'board', g.board);
    board.setAttribute('role', 'img');
    board.setAttribute('aria-label', 'Board after ply ' + g.ply + ': ' + g.player1 + ' ' + g.score1 + ', '
      + g.player2 + ' ' + g.score2 + (g.over ? ', game over' : g.toMove === 1 ? ', ' + g.player1 + ' to move'
        : g.toMove === 2 ? ', ' + g.player2 + ' to move' : ''));
    c.append(board);
    // Under the board, in a box of fixed height: a card does not grow as its game goes on.
    const info = el('div', 'info');
    if (g.over) {
      const who = g.winner === 1 ? g.player1 + ' wins' : g.winner === 2 ? g.player2 + ' wins' : 'draw';
      info.append(el('div', 'result', who + ' (' + g.reason + ')'));
    }
    for (const p of [1, 2]) {
      const m = g['last' + p];
      if (m) {
        const name = p === 1 ? g.player1 : g.player2;
        info.append(el('div', 'last', name + ': ' + m.move + ' in ' + m.ms + ' of ' + g.moveMs + ' ms'
          + (m.rttMs !== undefined ? ' (network ' + m.rttMs + ' ms)' : '')));
      }
    }
    c.append(info);
    return c;
  }

  // The report's drawing of each game by name (boards.js), made once each.
  const boardKit = window.arbitreBoardKit;
  const drawings = new Map();

  function drawingOf(game) {
    const modules = window.arbitreBoards || {};
    if (!boardKit || typeof game !== 'string' || !Object.prototype.hasOwnProperty.call(modules, game)
      || typeof modules[game] !== 'function') return null;
    if (!drawings.has(game)) drawings.set(game, modules[game](boardKit));
    return drawings.get(game);
  }

  // The game's board as an SVG drawing, as large as its card allows; null for a game without one.
  function drawn(g) {
    const drawing = drawingOf(g.game);
    if (!drawing || !Array.isArray(g.cells)) return null;
    const moves = Array.isArray(g.moves) ? g.moves : [];
    const last = moves.length ? moves[moves.length - 1] : null;
    const toMove = g.over ? 0 : g.toMove;
    const view = { game: { p1: g.player1, p2: g.player2 }, ply: g.ply, cells: g.cells, scores: [g.score1, g.score2],
      toMove: toMove, over: g.over ? g.reason || 'game over' : toMove === 0 ? 'game over' : null, before: null, marks: g.marks || [],
      again: !!last && !g.over && toMove === last.player };
    const svg = boardKit.el('svg', { 'class': 'board drawn', viewBox: '0 0 ' + boardKit.size + ' ' + boardKit.size });
    try {
      drawing.draw(svg, view);
    } catch (e) {
      return null;
    }
    return svg;
  }

  function place(g) {
    if (g.over) playing.delete(g.id); else playing.add(g.id);
    const inPlay = document.getElementById('games');
    const recent = document.getElementById('recent');
    const old = document.querySelector('.game[data-id="' + CSS.escape(g.id) + '"]');
    const fresh = card(g);
    if (g.over) {
      if (old) old.remove();
      recent.prepend(fresh);
      while (recent.children.length > 6) recent.lastChild.remove();
    } else if (old) {
      old.replaceWith(fresh);
    } else {
      inPlay.append(fresh);
    }
  }

  function handle(event) {
    if (event.type === 'snapshot') {
      document.getElementById('title').textContent = event.title;
      document.title = event.title + ' — live';
      document.getElementById('games').replaceChildren();
      document.getElementById('recent').replaceChildren();
      playing.clear();
      for (const g of event.recent.slice().reverse()) place(g);
      for (const g of event.games) place(g);
      if (event.standings) renderStandings(event.standings);
      renderSeats(event.seats);
      if (event.stage) renderBracket(event.stage);
    } else if (event.type === 'stage') {
      renderBracket(event);
    } else if (event.type === 'seats') {
      renderSeats(event.seats);
    } else if (event.type === 'game') {
      place(event);
      markLive();
    } else if (event.type === 'standings') {
      renderStandings(event);
    } else if (event.type === 'end') {
      ended = true;
      source.close();
      status.textContent = 'finished: the server has stopped, these are the last results';
    }
  }

  if (window.arbitreSnapshot) handle(window.arbitreSnapshot);
  const status = document.getElementById('status');
  const source = new EventSource('/events');
  let ended = false;
  source.onopen = function () { status.textContent = 'live'; };
  source.onerror = function () { if (!ended) status.textContent = 'connection lost: trying again…'; };
  source.onmessage = function (m) {
    try { handle(JSON.parse(m.data)); } catch (e) { status.textContent = 'bad event: ' + e; }
  };
}());
