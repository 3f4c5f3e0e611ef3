import { describe, expect, it } from 'vitest';
import { classesNeeded, classesOfHtml, createStyleSubset } from './page-styles';

/** A stylesheet shaped like Tailwind's build: layers, variants in @media, escaped class names, nesting. */
const CSS = [
  '@layer theme,base,utilities;',
  '@layer theme{:root,:host{--color-a:red;--color-b:var(--color-c);--color-c:blue;--color-unused:green}}',
  '@layer base{*,:before{box-sizing:border-box}body{margin:0}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.text-a{color:var(--color-a)}',
  '.text-b{color:var(--color-b)}',
  '.animate-spin{animation:spin 1s;--tw-x:1}',
  '.hidden{display:none}',
  '.sm\\:px-6{padding:0 1.5rem}',
  '.\\32 xl\\:block{display:block}',
  '.hover\\:underline{&:hover{@media (hover:hover){text-decoration:underline}}}',
  '.group:hover .group-hover\\:scale-105{scale:1.05}',
  '@media (hover:hover){.hover\\:bg-accent:hover{background:var(--color-a)}}',
  '.focus-visible\\:ring:focus-visible,.focus-visible\\:ring:focus-within{outline:2px solid}',
  '.peer:checked~.peer-checked\\:block,.x:hover{display:block}',
  '.\\[\\&_svg\\]\\:size-3 svg{width:.75rem}',
  '.x:not(.y){color:red}',
  '@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:hidden{display:none}}',
  '}',
  '@property --tw-x{syntax:"*";inherits:false}',
  '@property --tw-y{syntax:"*";inherits:false}',
  '@keyframes spin{to{rotate:1turn}}',
  '@keyframes pulse{50%{opacity:.5}}',
  '@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-x:0;--tw-y:0}}}',
].join('');

describe('page styles', () => {
  it('reads the classes a selector needs, unescaped, not those inside parentheses', () => {
    expect(classesNeeded('.sm\\:px-6')).toEqual(['sm:px-6']);
    expect(classesNeeded('.\\32 xl\\:block')).toEqual(['2xl:block']);
    expect(classesNeeded('.group:hover .group-hover\\:scale-105')).toEqual(['group', 'group-hover:scale-105']);
    expect(classesNeeded('.x:not(.y)')).toEqual(['x']);
    expect(classesNeeded('body')).toEqual([]);
  });

  it("reads a page's classes, its HTML entities decoded", () => {
    expect([...classesOfHtml('<div class="flex  sm:px-6"><svg class="[&amp;_svg]:size-3"></svg></div><p className="no">')]).toEqual(['flex', 'sm:px-6', '[&_svg]:size-3']);
  });

  it('gives each set of classes its own rules, whatever their order, among many classes', () => {
    const subset = createStyleSubset(`@layer utilities{${Array.from({ length: 70 }, (_, i) => `.c${i}{order:${i}}`).join('')}}`);
    const rulesOf = (...numbers: number[]) => `@layer utilities{${numbers.map((i) => `.c${i}{order:${i}}`).join('')}}`;
    for (const i of [0, 31, 32, 33, 63, 64, 69]) expect(subset.forClasses(new Set([`c${i}`, 'unknown']))).toBe(rulesOf(i));
    expect(subset.forClasses(new Set(['c64', 'c1', 'c33']))).toBe(rulesOf(1, 33, 64));
    expect(subset.forClasses(new Set(['c33', 'c64', 'c1']))).toBe(rulesOf(1, 33, 64));
    expect(subset.forClasses(new Set(['c1', 'c33']))).toBe(rulesOf(1, 33));
  });

  it('keeps the rules the markup can use, in the stylesheet’s order, and every rule that needs no class', () => {
    const subset = createStyleSubset(CSS);
    const css = subset.forClasses(classesOfHtml('<div class="flex sm:px-6 2xl:block hover:underline group x"><svg class="sm:grid group-hover:scale-105"></svg></div>'));
    expect(css).toBe(
      [
        '@layer theme,base,utilities;',
        '@layer base{*,:before{box-sizing:border-box}body{margin:0}}',
        '@layer utilities{',
        '.flex{display:flex}',
        '.sm\\:px-6{padding:0 1.5rem}',
        '.\\32 xl\\:block{display:block}',
        '.hover\\:underline{&:hover{@media (hover:hover){text-decoration:underline}}}',
        '.x:not(.y){color:red}',
        '@media (width>=40rem){.sm\\:grid{display:grid}}',
        '}',
      ].join(''),
    );
    // A group left without rules is left out; classes the stylesheet does not know change nothing.
    expect(subset.forClasses(new Set(['hidden', 'unknown']))).toBe('@layer theme,base,utilities;@layer base{*,:before{box-sizing:border-box}body{margin:0}}@layer utilities{.hidden{display:none}}');
  });

  it('keeps the custom properties, @property rules and keyframes the kept rules name, and what those name in turn', () => {
    const css = createStyleSubset(CSS).forClasses(new Set(['text-b', 'animate-spin']));
    expect(css).toBe(
      [
        '@layer theme,base,utilities;',
        '@layer theme{:root,:host{--color-b:var(--color-c);--color-c:blue}}',
        '@layer base{*,:before{box-sizing:border-box}body{margin:0}}',
        '@layer utilities{.text-b{color:var(--color-b)}.animate-spin{animation:spin 1s;--tw-x:1}}',
        '@property --tw-x{syntax:"*";inherits:false}',
        '@keyframes spin{to{rotate:1turn}}',
        '@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-x:0}}}',
      ].join(''),
    );
  });

  it('leaves out the rules of states only the visitor brings about (pointing, tapping, tabbing): the whole stylesheet comes before them', () => {
    const css = createStyleSubset(CSS).forClasses(new Set(['group', 'group-hover:scale-105', 'hover:bg-accent', 'focus-visible:ring', 'peer', 'peer-checked:block', 'x']));
    expect(css).toBe('@layer theme,base,utilities;@layer base{*,:before{box-sizing:border-box}body{margin:0}}@layer utilities{.peer:checked~.peer-checked\\:block,.x:hover{display:block}.x:not(.y){color:red}}');
  });
});
