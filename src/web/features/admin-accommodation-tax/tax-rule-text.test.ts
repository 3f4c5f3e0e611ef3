import { describe, expect, it } from 'vitest';
import { exemptionLines, placeText, regimesText, taxAmountLines, taxRuleState } from './tax-rule-text';

const tiered = (tiers: [number, number][]) => ({ kind: 'tiered' as const, tiers: tiers.map(([fromJpy, amountJpy]) => ({ fromJpy, amountJpy })), percentBasisPoints: null, capJpy: null });

describe('how the back office writes a 宿泊税 rule', () => {
  it("writes Kyoto's tiers from ¥0 as ranges of the price per person", () => {
    expect(taxAmountLines(tiered([[0, 200], [6000, 400], [20000, 1000]]))).toEqual(['¥6,000未満 ¥200', '¥6,000〜¥19,999 ¥400', '¥20,000以上 ¥1,000']);
  });

  it("writes Tokyo's untaxed prices below its first tier, and one tier from ¥0 as 一律", () => {
    expect(taxAmountLines(tiered([[10000, 100], [15000, 200]]))).toEqual(['¥10,000未満 課税なし', '¥10,000〜¥14,999 ¥100', '¥15,000以上 ¥200']);
    expect(taxAmountLines(tiered([[0, 200]]))).toEqual(['一律 ¥200']);
  });

  it('writes a percentage with its cap, or without one', () => {
    expect(taxAmountLines({ kind: 'percent', tiers: [], percentBasisPoints: 300, capJpy: null })).toEqual(['宿泊料金の3%', '上限なし']);
    expect(taxAmountLines({ kind: 'percent', tiers: [], percentBasisPoints: 250, capJpy: 2000 })).toEqual(['宿泊料金の2.5%', '上限 ¥2,000']);
  });

  it('names the exemptions, the regimes and the place', () => {
    expect(exemptionLines({ exemptBelowJpy: 5000, note: ' 修学旅行は課税免除 ' })).toEqual(['¥5,000未満は課税なし', '修学旅行は課税免除']);
    expect(exemptionLines({ exemptBelowJpy: null, note: '' })).toEqual([]);
    expect(regimesText([])).toBe('すべて');
    expect(regimesText(['minpaku', 'ryokan'])).toBe('民泊・旅館業');
    expect(placeText({ prefecture: '北海道', city: null })).toBe('北海道（全域）');
    expect(placeText({ prefecture: '北海道', city: '札幌市' })).toBe('北海道 札幌市');
  });

  it('tells a rule in force from one ended or not yet begun, both end days included', () => {
    const rule = { appliesFrom: '2026-03-01', appliesTo: '2026-03-31' };
    expect(taxRuleState(rule, '2026-02-28')).toBe('upcoming');
    expect(taxRuleState(rule, '2026-03-01')).toBe('current');
    expect(taxRuleState(rule, '2026-03-31')).toBe('current');
    expect(taxRuleState(rule, '2026-04-01')).toBe('ended');
    expect(taxRuleState({ appliesFrom: '2026-03-01', appliesTo: null }, '2099-01-01')).toBe('current');
  });
});
