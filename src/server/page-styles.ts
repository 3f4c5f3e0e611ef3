import { LRUCache } from 'lru-cache';
import postcss, { type ChildNode } from 'postcss';

/**
 * A rendered page's inline styles: only the rules of the app's stylesheet that can apply to the page's
 * own markup (docs/decisions/0034-fresh-pages.md). The stylesheet is read once (postcss) into its rules,
 * each with the classes its selectors need; a page gets, in the stylesheet's own order, every rule one of
 * whose selectors needs only classes the page has, and every rule that needs no class (the base styles,
 * custom properties, keyframes). The browser loads the whole stylesheet once the page is on screen (its
 * rules come after these, in the same order, so the page looks the same with both), for what the page
 * shows later: dialogs, menus, the signed-in parts.
 */
type Piece =
  /** A style rule: its text, and for each of its selectors the classes it needs (an empty list: it applies without any). */
  | { kind: 'rule'; text: string; needs: string[][] }
  /** A conditional group (`@media`, `@supports`, `@layer` with rules): kept when one of its rules is. */
  | { kind: 'group'; open: string; pieces: Piece[] }
  /** Anything else (`@property`, `@keyframes`, `@font-face`, `@layer a, b;`): always kept. */
  | { kind: 'always'; text: string };

const GROUPS = new Set(['media', 'supports', 'layer', 'container']);

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
    if (node.type === 'rule') return [{ kind: 'rule', text: node.toString(), needs: node.selectors.map(classesNeeded) }];
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

function write(pieces: Piece[], has: ReadonlySet<string>): string {
  let css = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') css += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.needs.some((needed) => needed.every((name) => has.has(name)))) css += piece.text;
    } else {
      const inner = write(piece.pieces, has);
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
  const subsets = new LRUCache<string, string>({ max: 200 });
  return {
    forClasses(classes) {
      const used = [...classes].filter((name) => known.has(name)).sort();
      const key = used.join(' ');
      let subset = subsets.get(key);
      if (subset === undefined) {
        subset = write(pieces, new Set(used));
        subsets.set(key, subset);
      }
      return subset;
    },
  };
}
