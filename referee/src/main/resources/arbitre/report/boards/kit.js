// What every board module draws with (window.arbitreBoardKit): SVG elements, text, counters on a
// spiral, a ply's marks. Shared by the report's viewer and the live page, which draw the same
// boards; text goes in with textContent only, so nothing a bot wrote is read as markup.
(function () {
  'use strict';
  var SVG = 'http://www.w3.org/2000/svg';

  function el(name, attrs, parent) {
    var node = document.createElementNS(SVG, name);
    for (var key in attrs) node.setAttribute(key, attrs[key]);
    if (parent) parent.appendChild(node);
    return node;
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

  // Counters on a sunflower spiral from (x, y): kinds is a list of [class, count], drawn in order.
  function drawCounters(g, x, y, counts) {
    var kinds = [], k;
    counts.forEach(function (pair) { for (k = 0; k < pair[1]; k++) kinds.push(pair[0]); });
    var total = kinds.length, shown = Math.min(total, 30);
    // Interleave so that each kind shows when there are more than fit.
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

  // A legend from parts: a string is text, {cls} an empty swatch span, {b} bold text, {em: [cls, text]} a span.
  function fillLegend(p, parts) {
    p.textContent = '';
    parts.forEach(function (part) {
      var node;
      if (typeof part === 'string') { node = document.createTextNode(part); }
      else if (part.b != null) { node = document.createElement('b'); node.textContent = part.b; }
      else if (part.em) { node = document.createElement('span'); node.className = part.em[0]; node.textContent = part.em[1]; }
      else { node = document.createElement('span'); node.className = part.cls; }
      p.appendChild(node);
    });
  }

  // A ply's marks are numbers cell * 4 + kind (0 its start, 1 its end, 2 a capture, 3 an end it stacked onto).
  function marked(marks, kind) {
    var out = [];
    (marks || []).forEach(function (m) { if (m % 4 === kind) out.push((m - kind) / 4); });
    return out;
  }

  // Every board is drawn in a square of 660 by 660 units, centred on x = 330.
  window.arbitreBoardKit = { el: el, text: text, span: addSpan, counters: drawCounters, legend: fillLegend,
    marked: marked, center: 330, size: 660 };
}());
