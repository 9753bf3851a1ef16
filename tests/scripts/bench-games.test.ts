import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../scripts/bench/budgets';
import { gameListUrl, pickSearchTerm } from '../../scripts/bench/game-list-load';

describe('bench game list helpers', () => {
  it('builds the URL the site sends, every filter present and blank when unset', () => {
    const url = new URL(
      gameListUrl('http://127.0.0.1:1', {
        gameType: 'RNG',
        language: 'EN',
        pageNo: 1,
        pageSize: 24,
      }),
    );
    expect(url.pathname).toBe('/wps/relay/GCSGAME_gameList');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      platform: 'html5',
      clientType: '2',
      gameName: '',
      gameType: 'RNG',
      vassalage: '',
      gameClassify: '',
      minBet: '',
      minLine: '',
      isNew: '',
      language: 'EN',
      pageNo: '1',
      pageSize: '24',
    });
  });

  it('picks the first word of 3+ letters, cut to 4 letters', () => {
    expect(pickSearchTerm(['7s', 'Go Fortune Tiger'])).toBe('Fort');
    expect(pickSearchTerm(['Ox'])).toBeNull();
  });

  it('reports the game budgets as N/A when their steps did not run', () => {
    const checks = checkBudgets({
      pages: [],
      interactions: null,
      gameScroll: null,
      gameList: null,
      gameSearch: null,
    });
    expect(checks.slice(-4).map((check) => [check.name, check.status])).toEqual([
      ['Game grid DOM nodes < 1500', 'N/A'],
      ['Longest long task (scroll, 4× CPU)', 'N/A'],
      ['Game list p99', 'N/A'],
      ['Game search p99', 'N/A'],
    ]);
  });
});
