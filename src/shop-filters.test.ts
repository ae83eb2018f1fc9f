import { describe, expect, it } from 'vitest';
import { catalogueFilters, changedFilters, filtersFromQuery, isFiltered, NO_FILTERS as ALL, type ShopFilters } from './shop-filters.ts';

/** /shop's filters from its address, and how a change moves the order that the shopper did not choose. */

const searching = (search: string, sort: ShopFilters['sort']): ShopFilters => ({ ...ALL, search, sort });

describe('filtersFromQuery', () => {
  it('reads the best match as the order of a search the address gives no order for, else the newest', () => {
    expect(filtersFromQuery('?search=harbour')).toEqual(searching('harbour', 'relevance'));
    expect(filtersFromQuery('?search=harbour&sort=price_asc')).toEqual(searching('harbour', 'price_asc'));
    expect(filtersFromQuery('?category=Europe')).toEqual({ ...ALL, category: 'Europe' });
  });

  it('reads relevance without a search, and an unknown order, as the default', () => {
    expect(filtersFromQuery('?sort=relevance')).toEqual(ALL);
    expect(filtersFromQuery('?sort=cheapest&search=sea')).toEqual(searching('sea', 'relevance'));
  });

  it('reads the colour, shape, wall width and prices, the closest colours first where no order is named', () => {
    expect(filtersFromQuery('?color=2B4C7E&orientation=landscape&maxWidthIn=48&minPrice=100&maxPrice=250.50')).toEqual({
      ...ALL,
      color: '2b4c7e',
      orientation: 'landscape',
      maxWidthIn: 48,
      minPrice: 100,
      maxPrice: 250.5,
      sort: 'closest',
    });
    expect(filtersFromQuery('?color=2b4c7e&search=sea').sort).toBe('relevance');
    expect(filtersFromQuery('?sort=closest')).toEqual(ALL);
  });

  it('leaves out what the catalogue would refuse, and puts prices the wrong way round in order', () => {
    expect(filtersFromQuery('?color=blue&orientation=round&maxWidthIn=0&minPrice=-5&maxPrice=1.234')).toEqual(ALL);
    expect(filtersFromQuery('?maxWidthIn=40.5').maxWidthIn).toBeNull();
    expect(filtersFromQuery('?minPrice=300&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 300 });
  });
});

describe('changedFilters', () => {
  it('moves an order the shopper did not choose with the search', () => {
    expect(changedFilters(ALL, { search: ' harbour ' })).toEqual(searching('harbour', 'relevance'));
    expect(changedFilters(searching('harbour', 'relevance'), { search: '' })).toEqual(ALL);
  });

  it('keeps an order the shopper chose through a new search, or its end', () => {
    expect(changedFilters({ ...ALL, sort: 'name' }, { search: 'harbour' })).toEqual(searching('harbour', 'name'));
    expect(changedFilters(searching('harbour', 'newest'), { search: 'sea' })).toEqual(searching('sea', 'newest'));
    expect(changedFilters(searching('harbour', 'price_desc'), { search: '' })).toEqual({ ...ALL, sort: 'price_desc' });
  });

  it('keeps the order of a category change, and takes an order the shopper picks', () => {
    expect(changedFilters(searching('sea', 'relevance'), { category: 'Europe' })).toEqual({ ...searching('sea', 'relevance'), category: 'Europe' });
    expect(changedFilters(searching('sea', 'relevance'), { sort: 'price_asc' })).toEqual(searching('sea', 'price_asc'));
  });

  it('orders by the closest colour when one is picked, and back when it goes', () => {
    const blue = changedFilters(ALL, { color: '2e4a7a' });
    expect(blue).toEqual({ ...ALL, color: '2e4a7a', sort: 'closest' });
    expect(changedFilters(blue, { orientation: 'portrait' })).toEqual({ ...blue, orientation: 'portrait' });
    expect(changedFilters(blue, { color: null })).toEqual(ALL);
    expect(changedFilters({ ...ALL, sort: 'price_asc' }, { color: '2e4a7a' }).sort).toBe('price_asc');
  });
});

describe('catalogueFilters', () => {
  it('gives the calls only the filters set, and the currency with a price', () => {
    expect(catalogueFilters(ALL, 'EUR')).toEqual({});
    expect(isFiltered(ALL)).toBe(false);
    const filters = { ...ALL, color: '2e4a7a', maxWidthIn: 48, maxPrice: 200 };
    expect(catalogueFilters(filters, 'EUR')).toEqual({ color: '2e4a7a', maxWidthIn: 48, maxPrice: 200, currency: 'EUR' });
    expect(isFiltered(filters)).toBe(true);
  });
});
