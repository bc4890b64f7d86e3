/**
 * An electronics shop's catalogue: departments, categories and products with their stock. The
 * shared data set of the Tree View demos that map a custom data shape (`sku` and `name` instead of
 * `id` and `label`) or show item details. Demos import it as
 * `@site/src/demo-data/tree-product-catalogue`; readers see `./data/tree-product-catalogue`.
 */
export type CatalogueNode = {
  sku: string;
  name: string;
  type: 'department' | 'category' | 'product';
  /** Unit price in US dollars (products only). */
  price?: number;
  /** Units in the warehouse (products only). */
  stock?: number;
  /** A product that is no longer sold. */
  discontinued?: boolean;
  children?: CatalogueNode[];
};

export const PRODUCT_CATALOGUE: CatalogueNode[] = [
  {
    sku: 'D-AUDIO',
    name: 'Audio',
    type: 'department',
    children: [
      {
        sku: 'C-HEADPHONES',
        name: 'Headphones',
        type: 'category',
        children: [
          {sku: 'P-1001', name: 'Studio Headphones', type: 'product', price: 249, stock: 34},
          {sku: 'P-1002', name: 'Wireless Earbuds', type: 'product', price: 129, stock: 112},
          {sku: 'P-1003', name: 'Kids Headphones', type: 'product', price: 39, stock: 0, discontinued: true},
        ],
      },
      {
        sku: 'C-SPEAKERS',
        name: 'Speakers',
        type: 'category',
        children: [
          {sku: 'P-1101', name: 'Bookshelf Speakers', type: 'product', price: 319, stock: 12},
          {sku: 'P-1102', name: 'Portable Speaker', type: 'product', price: 89, stock: 4},
        ],
      },
    ],
  },
  {
    sku: 'D-COMPUTING',
    name: 'Computing',
    type: 'department',
    children: [
      {
        sku: 'C-LAPTOPS',
        name: 'Laptops',
        type: 'category',
        children: [
          {sku: 'P-2001', name: 'Ultrabook 14', type: 'product', price: 1399, stock: 8},
          {sku: 'P-2002', name: 'Gaming Laptop 16', type: 'product', price: 1999, stock: 3},
        ],
      },
      {
        sku: 'C-DESKTOPS',
        name: 'Desktops',
        type: 'category',
        children: [
          {sku: 'P-2101', name: 'Desktop Tower', type: 'product', price: 1849, stock: 5},
          {sku: 'P-2102', name: 'Mini PC', type: 'product', price: 699, stock: 21},
        ],
      },
      {
        sku: 'C-ACCESSORIES',
        name: 'Accessories',
        type: 'category',
        children: [
          {sku: 'P-2201', name: 'USB-C Dock', type: 'product', price: 189, stock: 46},
          {sku: 'P-2202', name: 'Mechanical Keyboard', type: 'product', price: 139, stock: 0},
          {sku: 'P-2203', name: 'Ergonomic Mouse', type: 'product', price: 79, stock: 58},
        ],
      },
    ],
  },
  {
    sku: 'D-PHOTO',
    name: 'Photo and video',
    type: 'department',
    children: [
      {
        sku: 'C-CAMERAS',
        name: 'Cameras',
        type: 'category',
        children: [
          {sku: 'P-3001', name: 'Mirrorless Camera', type: 'product', price: 1299, stock: 7},
          {sku: 'P-3002', name: 'Action Camera', type: 'product', price: 399, stock: 19},
          {sku: 'P-3003', name: 'Film Camera', type: 'product', price: 249, stock: 0, discontinued: true},
        ],
      },
    ],
  },
];
