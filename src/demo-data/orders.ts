/**
 * An online shop's orders of one year: the shared data set of the demos that sum, group, filter
 * and export (grids, aggregation, row grouping, charts of sales). Demos import it as
 * `@site/src/demo-data/orders`; readers see `./data/orders`, and the sandboxes get this file.
 */
export type Order = {
  id: number;
  date: Date;
  customer: string;
  country: string;
  city: string;
  product: string;
  category: 'Audio' | 'Computers' | 'Phones' | 'Accessories' | 'Cameras';
  quantity: number;
  unitPrice: number;
  status: 'Delivered' | 'Shipped' | 'Processing' | 'Cancelled';
};

export const PRODUCTS: {name: string; category: Order['category']; unitPrice: number}[] = [
  {name: 'Studio Headphones', category: 'Audio', unitPrice: 249},
  {name: 'Wireless Earbuds', category: 'Audio', unitPrice: 129},
  {name: 'Bookshelf Speakers', category: 'Audio', unitPrice: 319},
  {name: 'Ultrabook 14', category: 'Computers', unitPrice: 1399},
  {name: 'Desktop Tower', category: 'Computers', unitPrice: 1849},
  {name: 'Mini PC', category: 'Computers', unitPrice: 699},
  {name: 'Smartphone Pro', category: 'Phones', unitPrice: 1099},
  {name: 'Smartphone Lite', category: 'Phones', unitPrice: 449},
  {name: 'USB-C Dock', category: 'Accessories', unitPrice: 189},
  {name: 'Mechanical Keyboard', category: 'Accessories', unitPrice: 139},
  {name: 'Ergonomic Mouse', category: 'Accessories', unitPrice: 79},
  {name: 'Mirrorless Camera', category: 'Cameras', unitPrice: 1299},
  {name: 'Action Camera', category: 'Cameras', unitPrice: 399},
];

export const CUSTOMERS: {name: string; country: string; city: string}[] = [
  {name: 'Atelier Lumière', country: 'France', city: 'Lyon'},
  {name: 'Café Marais', country: 'France', city: 'Paris'},
  {name: 'Kaito Tools', country: 'Japan', city: 'Osaka'},
  {name: 'Sakura Books', country: 'Japan', city: 'Tokyo'},
  {name: 'Mar Azul', country: 'Brazil', city: 'Recife'},
  {name: 'Café Paulista', country: 'Brazil', city: 'São Paulo'},
  {name: 'Northwind Labs', country: 'United States', city: 'Seattle'},
  {name: 'Lone Star Media', country: 'United States', city: 'Austin'},
  {name: 'Hafen Studio', country: 'Germany', city: 'Hamburg'},
  {name: 'Spree Digital', country: 'Germany', city: 'Berlin'},
  {name: 'Maple Works', country: 'Canada', city: 'Toronto'},
  {name: 'Harbour Bikes', country: 'Australia', city: 'Sydney'},
];

const STATUSES: Order['status'][] = ['Delivered', 'Delivered', 'Delivered', 'Shipped', 'Processing', 'Cancelled'];

// A fixed pseudo-random sequence, so every reader (and every server render) sees the same orders.
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function createOrders(count: number): Order[] {
  const next = sequence(2024);
  return Array.from({length: count}, (_, index) => {
    const product = PRODUCTS[Math.floor(next() * PRODUCTS.length)];
    const customer = CUSTOMERS[Math.floor(next() * CUSTOMERS.length)];
    const month = Math.floor((index / count) * 12);
    return {
      id: index + 1,
      date: new Date(2024, month, 1 + Math.floor(next() * 28)),
      customer: customer.name,
      country: customer.country,
      city: customer.city,
      product: product.name,
      category: product.category,
      quantity: 1 + Math.floor(next() * 6),
      unitPrice: product.unitPrice,
      status: STATUSES[Math.floor(next() * STATUSES.length)],
    };
  });
}

/** 120 orders over 2024, ten a month, in date order within each month's block. */
export const ORDERS: Order[] = createOrders(120);
