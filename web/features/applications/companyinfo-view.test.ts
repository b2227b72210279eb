import { describe, expect, it } from 'vitest';
import { applicationView } from '~/test/fixtures';
import { companyInfoView, requestedId } from './companyinfo-view';

const app = (status: number) => applicationView({ status });

describe('/companyinfo view', () => {
  it('reads ?id as a positive integer, anything else matches nothing', () => {
    expect(requestedId(new URLSearchParams(''))).toBeNull();
    expect(requestedId(new URLSearchParams('id=7'))).toBe(7);
    expect(requestedId(new URLSearchParams('id=abc'))).toBeNaN();
    expect(requestedId(new URLSearchParams('id=-1'))).toBeNaN();
  });

  it('shows an empty form to a user without an application', () => {
    expect(companyInfoView(null, null)).toEqual({ kind: 'form', application: null });
  });

  it('shows the status instead of a form while under review or once approved, whatever the id', () => {
    expect(companyInfoView(app(0), null).kind).toBe('status');
    expect(companyInfoView(app(1), 7).kind).toBe('status');
  });

  it('re-applies only the owner’s own rejected application', () => {
    expect(companyInfoView(app(2), 7)).toMatchObject({ kind: 'reapply', application: { id: 7 } });
    expect(companyInfoView(app(2), 8)).toEqual({ kind: 'not-yours' });
    expect(companyInfoView(null, 8)).toEqual({ kind: 'not-yours' });
  });

  it('sends a rejected applicant without an id to their re-application address', () => {
    expect(companyInfoView(app(2), null)).toEqual({ kind: 'redirect', to: '/companyinfo?id=7' });
  });
});
