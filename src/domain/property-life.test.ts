import { describe, expect, it } from 'vitest';
import { adminActions, hostActions, nextPropertyStatus, propertyStatusLabel, refusalOf } from './property-life';

describe("a house's life", () => {
  it('offers the host what each status allows', () => {
    expect(hostActions('draft')).toEqual(['view', 'edit', 'submit', 'duplicate', 'delete']);
    expect(hostActions('in_review')).toEqual(['view', 'edit', 'withdraw', 'duplicate', 'delete']);
    expect(hostActions('published')).toEqual(['view', 'edit', 'unpublish', 'duplicate', 'delete']);
    expect(hostActions('private')).toEqual(['view', 'edit', 'publish', 'duplicate', 'delete']);
    expect(hostActions('suspended')).toEqual(['view', 'edit', 'duplicate', 'delete']);
  });

  it('offers an admin review of a submitted house, and suspension of any other', () => {
    expect(adminActions('in_review')).toEqual(['approve', 'reject', 'suspend']);
    expect(adminActions('published')).toEqual(['suspend']);
    expect(adminActions('draft')).toEqual(['suspend']);
    expect(adminActions('suspended')).toEqual(['liftSuspension']);
  });

  it('moves a house from status to status', () => {
    expect(nextPropertyStatus('draft', 'submit')).toBe('in_review');
    expect(nextPropertyStatus('in_review', 'withdraw')).toBe('draft');
    expect(nextPropertyStatus('in_review', 'approve')).toBe('published');
    expect(nextPropertyStatus('in_review', 'reject')).toBe('draft');
    expect(nextPropertyStatus('published', 'unpublish')).toBe('private');
    expect(nextPropertyStatus('private', 'publish')).toBe('published');
    expect(nextPropertyStatus('published', 'suspend')).toBe('suspended');
    expect(nextPropertyStatus('published', 'duplicate')).toBe('published');
  });

  it('refuses what a status does not allow', () => {
    expect(nextPropertyStatus('draft', 'publish')).toBeNull();
    expect(nextPropertyStatus('suspended', 'publish')).toBeNull();
    expect(nextPropertyStatus('in_review', 'unpublish')).toBeNull();
    expect(nextPropertyStatus('published', 'submit')).toBeNull();
    expect(nextPropertyStatus('draft', 'approve')).toBeNull();
    expect(nextPropertyStatus('suspended', 'suspend')).toBeNull();
    expect(nextPropertyStatus('published', 'liftSuspension')).toBeNull();
  });

  it('lifts a suspension back to the status before it, private when unknown', () => {
    expect(nextPropertyStatus('suspended', 'liftSuspension', 'published')).toBe('published');
    expect(nextPropertyStatus('suspended', 'liftSuspension', 'draft')).toBe('draft');
    expect(nextPropertyStatus('suspended', 'liftSuspension', null)).toBe('private');
  });

  it('says in Japanese why an action is refused', () => {
    expect(refusalOf('suspended', 'publish')).toContain('停止中の物件は公開できません');
    expect(refusalOf('draft', 'publish')).toContain('審査に提出してください');
    expect(refusalOf('in_review', 'submit')).toBe('この物件はすでに審査待ちです');
    expect(refusalOf('private', 'unpublish')).toBe('この物件はすでに非公開です');
  });

  it('labels each status, an unknown one like a draft', () => {
    expect(propertyStatusLabel('in_review')).toBe('審査待ち');
    expect(propertyStatusLabel('suspended')).toBe('停止中');
    expect(propertyStatusLabel('archived')).toBe('下書き');
  });
});
