import { addFacetFilter, addRangeFilter, hasFacetFilter, removeFacetFilter } from './facet-filter';

describe('facet clicks as filters', () => {
  it('adds attribute = value with AND, quoting text and keeping booleans as such', () => {
    expect(addFacetFilter('', 'brand', 'Nike')).toBe('brand = "Nike"');
    expect(addFacetFilter('price < 100', 'brand', 'Nike "Air"')).toBe('price < 100 AND brand = "Nike \\"Air\\""');
    expect(addFacetFilter('a = 1 OR b = 2', 'inStock', 'true')).toBe('(a = 1 OR b = 2) AND inStock = true');
    expect(addFacetFilter('broken (', 'brand', 'Nike')).toBe('(broken () AND brand = "Nike"');
    expect(addRangeFilter('', 'price', 10, 20)).toBe('price >= 10 AND price <= 20');
  });

  it('knows an applied value and removes it again', () => {
    const filters = 'price < 100 AND brand = "Nike"';
    expect(hasFacetFilter(filters, 'brand', 'Nike')).toBe(true);
    expect(hasFacetFilter(filters, 'brand', 'Puma')).toBe(false);
    expect(removeFacetFilter(filters, 'brand', 'Nike')).toBe('price < 100');
    expect(removeFacetFilter('brand = "Nike"', 'brand', 'Nike')).toBe('');
  });
});
