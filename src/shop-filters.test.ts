import { describe, expect, it } from 'vitest';
import { changedFilters, filtersFromQuery, type ShopFilters } from './shop-filters.ts';

/** /shop's filters from its address, and how a change moves the order that the shopper did not choose. */

const ALL: ShopFilters = { search: '', category: null, sort: 'newest' };

describe('filtersFromQuery', () => {
  it('reads the best match as the order of a search the address gives no order for, else the newest', () => {
    expect(filtersFromQuery('?search=harbour')).toEqual({ search: 'harbour', category: null, sort: 'relevance' });
    expect(filtersFromQuery('?search=harbour&sort=price_asc')).toEqual({ search: 'harbour', category: null, sort: 'price_asc' });
    expect(filtersFromQuery('?category=Europe')).toEqual({ search: '', category: 'Europe', sort: 'newest' });
  });

  it('reads relevance without a search, and an unknown order, as the default', () => {
    expect(filtersFromQuery('?sort=relevance')).toEqual(ALL);
    expect(filtersFromQuery('?sort=cheapest&search=sea')).toEqual({ search: 'sea', category: null, sort: 'relevance' });
  });
});

describe('changedFilters', () => {
  it('moves an order the shopper did not choose with the search', () => {
    expect(changedFilters(ALL, { search: ' harbour ' })).toEqual({ search: 'harbour', category: null, sort: 'relevance' });
    expect(changedFilters({ search: 'harbour', category: null, sort: 'relevance' }, { search: '' })).toEqual(ALL);
  });

  it('keeps an order the shopper chose through a new search, or its end', () => {
    expect(changedFilters({ ...ALL, sort: 'name' }, { search: 'harbour' })).toEqual({ search: 'harbour', category: null, sort: 'name' });
    expect(changedFilters({ search: 'harbour', category: null, sort: 'newest' }, { search: 'sea' })).toEqual({ search: 'sea', category: null, sort: 'newest' });
    expect(changedFilters({ search: 'harbour', category: null, sort: 'price_desc' }, { search: '' })).toEqual({ ...ALL, sort: 'price_desc' });
  });

  it('keeps the order of a category change, and takes an order the shopper picks', () => {
    expect(changedFilters({ search: 'sea', category: null, sort: 'relevance' }, { category: 'Europe' })).toEqual({ search: 'sea', category: 'Europe', sort: 'relevance' });
    expect(changedFilters({ search: 'sea', category: null, sort: 'relevance' }, { sort: 'price_asc' })).toEqual({ search: 'sea', category: null, sort: 'price_asc' });
  });
});
