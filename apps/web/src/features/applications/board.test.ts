import { beforeEach, describe, expect, it } from 'vitest';
import { employerApplication } from '../listings/testing/fixtures';
import { columnsOf, dropOutcome, readApplicationsView, storeApplicationsView } from './board';

const ids = (applications: { id: string }[]) => applications.map((application) => application.id);

describe('the board’s columns', () => {
  it('puts each application in its status’s column, in the order given', () => {
    const columns = columnsOf([
      employerApplication({ id: 'a', status: 'pending' }),
      employerApplication({ id: 'b', status: 'shortlisted' }),
      employerApplication({ id: 'c', status: 'pending' }),
      employerApplication({ id: 'd', status: 'withdrawn' }),
    ]);
    expect(ids(columns.pending)).toEqual(['a', 'c']);
    expect(ids(columns.shortlisted)).toEqual(['b']);
    expect(ids(columns.withdrawn)).toEqual(['d']);
    expect(ids(columns.reviewing)).toEqual([]);
    expect(Object.keys(columns)).toEqual(['pending', 'reviewing', 'shortlisted', 'accepted', 'rejected', 'withdrawn']);
  });

  it('shows a move the server has not answered yet in its new column', () => {
    const applications = [employerApplication({ id: 'a', status: 'pending' })];
    const columns = columnsOf(applications, new Map([['a', 'reviewing']]));
    expect(ids(columns.pending)).toEqual([]);
    expect(ids(columns.reviewing)).toEqual(['a']);
  });
});

describe('dropping a card', () => {
  it('asks the server for any other open column, even one the pipeline refuses (it answers why)', () => {
    expect(dropOutcome('pending', 'reviewing')).toEqual({ kind: 'move', to: 'reviewing' });
    expect(dropOutcome('accepted', 'rejected')).toEqual({ kind: 'move', to: 'rejected' });
    expect(dropOutcome('rejected', 'pending')).toEqual({ kind: 'move', to: 'pending' });
  });

  it('does nothing in its own column or outside every column', () => {
    expect(dropOutcome('reviewing', 'reviewing')).toEqual({ kind: 'stay' });
    expect(dropOutcome('reviewing', undefined)).toEqual({ kind: 'stay' });
    expect(dropOutcome('reviewing', 'somewhere')).toEqual({ kind: 'stay' });
  });

  it('never moves a withdrawn application, nor anything into withdrawn', () => {
    expect(dropOutcome('withdrawn', 'reviewing')).toEqual({ kind: 'readOnly' });
    expect(dropOutcome('pending', 'withdrawn')).toEqual({ kind: 'readOnly' });
  });
});

describe('the chosen view', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered per account, the list by default', () => {
    expect(readApplicationsView('user-1')).toBe('list');
    storeApplicationsView('user-1', 'board');
    expect(readApplicationsView('user-1')).toBe('board');
    expect(readApplicationsView('user-2')).toBe('list');
    expect(readApplicationsView(undefined)).toBe('list');
    storeApplicationsView('user-1', 'list');
    expect(readApplicationsView('user-1')).toBe('list');
  });
});
