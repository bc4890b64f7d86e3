/**
 * A fruit wholesaler's sales of one year, one line per product, size, region, and quarter: the
 * flat data set of the Data Grid pivoting pages. Demos import it as
 * `@site/src/demo-data/grid-produce-sales`; readers see `./data/grid-produce-sales`.
 */
export type ProduceSale = {
  id: number;
  product: 'Apples' | 'Oranges';
  size: 'Small' | 'Large';
  region: 'North' | 'South' | 'East' | 'West';
  quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4';
  sales: number;
  profit: number;
};

const PRODUCTS: ProduceSale['product'][] = ['Apples', 'Oranges'];
const SIZES: ProduceSale['size'][] = ['Small', 'Large'];
const REGIONS: ProduceSale['region'][] = ['North', 'South', 'East', 'West'];
const QUARTERS: ProduceSale['quarter'][] = ['Q1', 'Q2', 'Q3', 'Q4'];

function buildSales(): ProduceSale[] {
  const sales: ProduceSale[] = [];
  PRODUCTS.forEach((product, p) => {
    SIZES.forEach((size, s) => {
      REGIONS.forEach((region, r) => {
        QUARTERS.forEach((quarter, q) => {
          const id = sales.length + 1;
          // Fixed arithmetic instead of random numbers, so every render shows the same figures.
          const amount = 800 + ((p * 7 + s * 5 + r * 11 + q * 13 + id * 17) % 40) * 50;
          const margin = product === 'Apples' ? 0.22 : 0.18;
          sales.push({
            id,
            product,
            size,
            region,
            quarter,
            sales: amount,
            profit: Math.round(amount * (margin + s * 0.04)),
          });
        });
      });
    });
  });
  return sales;
}

/** 64 lines: 2 products × 2 sizes × 4 regions × 4 quarters. */
export const PRODUCE_SALES: ProduceSale[] = buildSales();
