import { LRUCache } from 'lru-cache';
import postcss, { type ChildNode, type Declaration } from 'postcss';

/**
 * A rendered page's inline styles: only the rules of the app's stylesheet that can apply to the page's
 * own markup (docs/decisions/0034-fresh-pages.md). The stylesheet is read once (postcss) into its rules,
 * each with the classes its selectors need; a page gets, in the stylesheet's own order, every rule one of
 * whose selectors needs only classes the page has, and every rule that needs no class (the base styles,
 * custom properties, keyframes), less what none of the chosen rules refers to: a custom property's value
 * (`--color-…` of the theme, `--tw-…` and its `@property`) or keyframes no kept rule names are left out,
 * and with them what only they named; so are the rules for what is only seen once the visitor uses the page
 * (`:hover`, `:focus-visible`, `:active`…): the first paint needs none of them (critical styles only,
 * docs/performance/2026-11-29-rendered-pages.md). The browser loads the whole stylesheet once the page is on screen (its
 * rules come after these, in the same order, so the page looks the same with both), for what the page
 * shows later: dialogs, menus, the signed-in parts.
 */
type Piece =
  /** A style rule: its text, and for each of its selectors but those of states the visitor brings about, the classes it needs (an empty list: it applies without any). */
  | { kind: 'rule'; text: string; needs: string[][] }
  /** A conditional group (`@media`, `@supports`, `@layer` with rules): kept when one of its rules is. */
  | { kind: 'group'; open: string; pieces: Piece[] }
  /** `@property --x` and `@keyframes x`: kept when a kept piece names `name`. */
  | { kind: 'named'; name: string; text: string }
  /** A rule that only sets custom properties and needs no class (`:root{--color-…}`): the ones named elsewhere. */
  | { kind: 'variables'; selector: string; declarations: { name: string; text: string }[] }
  /** Anything else (`@font-face`, `@layer a, b;`): always kept. */
  | { kind: 'always'; text: string };

const GROUPS = new Set(['media', 'supports', 'layer', 'container']);
const NAMED = new Set(['property', 'keyframes']);
/** The states a page is only in once the visitor uses it: by then the whole stylesheet is there. */
const WHEN_USED = /:(?:hover|active|focus|focus-visible|focus-within)(?![\w-])/;

/** A CSS escape read: `\:` is `:`, `\31 ` is `1`. Returns the character and where the escape ends. */
function readEscape(selector: string, at: number): [string, number] {
  const hex = /^[0-9a-fA-F]{1,6}/.exec(selector.slice(at + 1, at + 7))?.[0];
  if (!hex) return [selector[at + 1] ?? '', at + 2];
  let end = at + 1 + hex.length;
  if (/\s/.test(selector[end] ?? '')) end += 1;
  return [String.fromCodePoint(Number.parseInt(hex, 16)), end];
}

/**
 * The classes a selector needs, read outside any parentheses: a class inside `:not()`, `:where()`,
 * `:is()` or `:has()` is not required (the rule is kept without it: more rules, never fewer).
 */
export function classesNeeded(selector: string): string[] {
  const classes: string[] = [];
  let depth = 0;
  for (let i = 0; i < selector.length; ) {
    const char = selector[i];
    if (char === '\\') {
      i = readEscape(selector, i)[1];
    } else if (char === '(') {
      depth += 1;
      i += 1;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      i += 1;
    } else if (char === '.' && depth === 0) {
      let name = '';
      i += 1;
      while (i < selector.length) {
        const c = selector[i];
        if (c === '\\') {
          const [escaped, next] = readEscape(selector, i);
          name += escaped;
          i = next;
        } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 0x7f) {
          name += c;
          i += 1;
        } else break;
      }
      if (name) classes.push(name);
    } else {
      i += 1;
    }
  }
  return classes;
}

function piecesOf(nodes: ChildNode[]): Piece[] {
  return nodes.flatMap((node): Piece[] => {
    if (node.type === 'comment') return [];
    if (node.type === 'rule') {
      // A selector that only applies once the visitor points, taps or tabs is left to the whole stylesheet.
      const painted = node.selectors.filter((selector) => !WHEN_USED.test(selector));
      const needs = painted.map(classesNeeded);
      const declarations = node.nodes.filter((child) => child.type !== 'comment');
      if (painted.length > 0 && needs.every((needed) => needed.length === 0) && declarations.length > 0 && declarations.every((child) => child.type === 'decl' && child.prop.startsWith('--'))) {
        return [{ kind: 'variables', selector: node.selector, declarations: declarations.map((child) => ({ name: (child as Declaration).prop, text: child.toString() })) }];
      }
      return [{ kind: 'rule', text: node.toString(), needs }];
    }
    if (node.type === 'atrule' && NAMED.has(node.name)) return [{ kind: 'named', name: node.params.trim(), text: node.toString() }];
    if (node.type === 'atrule' && node.nodes && GROUPS.has(node.name)) {
      return [{ kind: 'group', open: `@${node.name}${node.params ? `${node.raws.afterName ?? ' '}${node.params}` : ''}{`, pieces: piecesOf(node.nodes) }];
    }
    // A statement's `;` belongs to its parent in postcss's tree: written back here.
    return [{ kind: 'always', text: node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString() }];
  });
}

function collectClasses(pieces: Piece[], into: Set<string>) {
  for (const piece of pieces) {
    if (piece.kind === 'rule') for (const needed of piece.needs) for (const name of needed) into.add(name);
    if (piece.kind === 'group') collectClasses(piece.pieces, into);
  }
}

const chosen = (piece: Piece & { kind: 'rule' }, has: ReadonlySet<string>) => piece.needs.some((needed) => needed.every((name) => has.has(name)));

/** The words (names, `--custom-properties`) of some CSS. */
const wordsOf = (css: string, into: Set<string>) => {
  for (const [word] of css.matchAll(/[\w-]+/g)) into.add(word);
  return into;
};

/**
 * The names the chosen rules refer to: their own words, those of the keyframes they name, and those of the
 * custom properties' values they use (a theme colour set from another), until nothing new is named.
 */
function namesUsed(pieces: Piece[], has: ReadonlySet<string>): Set<string> {
  const names = new Set<string>();
  const named: (Piece & { kind: 'named' })[] = [];
  const declarations: { name: string; text: string }[] = [];
  const visit = (list: Piece[]) => {
    for (const piece of list) {
      if (piece.kind === 'rule' && chosen(piece, has)) wordsOf(piece.text, names);
      else if (piece.kind === 'named') named.push(piece);
      else if (piece.kind === 'variables') declarations.push(...piece.declarations);
      else if (piece.kind === 'group') visit(piece.pieces);
    }
  };
  visit(pieces);
  const waiting = new Set([...named, ...declarations]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const piece of waiting) {
      if (!names.has(piece.name)) continue;
      waiting.delete(piece);
      wordsOf(piece.text, names);
      grew = true;
    }
  }
  return names;
}

function write(pieces: Piece[], has: ReadonlySet<string>, names: ReadonlySet<string>): string {
  let css = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') css += piece.text;
    else if (piece.kind === 'named') {
      if (names.has(piece.name)) css += piece.text;
    } else if (piece.kind === 'variables') {
      const kept = piece.declarations.filter((declaration) => names.has(declaration.name));
      if (kept.length > 0) css += `${piece.selector}{${kept.map((declaration) => declaration.text).join(';')}}`;
    } else if (piece.kind === 'rule') {
      if (chosen(piece, has)) css += piece.text;
    } else {
      const inner = write(piece.pieces, has, names);
      if (inner) css += `${piece.open}${inner}}`;
    }
  }
  return css;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The classes of every `class` attribute in some HTML (React's and the shell's markup: double quotes). */
export function classesOfHtml(html: string, into = new Set<string>()): Set<string> {
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1].includes('&') ? match[1].replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]) : match[1];
    for (const name of value.split(/\s+/)) if (name) into.add(name);
  }
  return into;
}

export interface StyleSubset {
  /** The stylesheet's rules for a page whose markup has these classes. */
  forClasses(classes: ReadonlySet<string>): string;
}

/** Reads a stylesheet once; its subsets are kept by the classes that choose them (pages of a kind share one). */
export function createStyleSubset(css: string): StyleSubset {
  const pieces = piecesOf(postcss.parse(css).nodes);
  const known = new Set<string>();
  collectClasses(pieces, known);
  // Each known class is a bit of the subset's key: the key of a page's classes is made without sorting them.
  const bitOf = new Map([...known].map((name, bit) => [name, bit]));
  const subsets = new LRUCache<string, string>({ max: 200 });
  return {
    forClasses(classes) {
      const bits = new Uint32Array(Math.ceil(bitOf.size / 32));
      for (const name of classes) {
        const bit = bitOf.get(name);
        if (bit !== undefined) bits[bit >>> 5] |= 1 << (bit & 31);
      }
      const key = bits.join(',');
      let subset = subsets.get(key);
      if (subset === undefined) {
        const has = new Set([...classes].filter((name) => known.has(name)));
        subset = write(pieces, has, namesUsed(pieces, has));
        subsets.set(key, subset);
      }
      return subset;
    },
  };
}
