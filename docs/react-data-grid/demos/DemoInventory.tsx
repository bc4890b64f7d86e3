import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {DataGridPremium, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid-premium';
import {PRODUCTS} from '@site/src/demo-data/orders';

type StockItem = {
  id: number;
  sku: string;
  product: string;
  category: string;
  warehouse: 'Rotterdam' | 'Osaka' | 'Memphis';
  onHand: number;
  reorderPoint: number;
  capacity: number;
  unitCost: number;
};

const WAREHOUSES: StockItem['warehouse'][] = ['Rotterdam', 'Osaka', 'Memphis'];

// Every product in every warehouse, with stock levels from fixed arithmetic.
const initialStock: StockItem[] = PRODUCTS.flatMap((product, p) =>
  WAREHOUSES.map((warehouse, w) => {
    const capacity = 120 + ((p * 17 + w * 31) % 5) * 40;
    return {
      id: p * WAREHOUSES.length + w + 1,
      sku: `${product.category.slice(0, 3).toUpperCase()}-${String(100 + p)}-${warehouse.slice(0, 3).toUpperCase()}`,
      product: product.name,
      category: product.category,
      warehouse,
      onHand: (p * 37 + w * 53) % capacity,
      reorderPoint: Math.round(capacity * 0.25),
      capacity,
      unitCost: Math.round(product.unitPrice * 0.6),
    };
  }),
);

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

function stockStatus(item: StockItem) {
  if (item.onHand === 0) {
    return {label: 'Out of stock', color: 'error' as const};
  }
  if (item.onHand <= item.reorderPoint) {
    return {label: 'Reorder', color: 'warning' as const};
  }
  return {label: 'In stock', color: 'success' as const};
}

function StockLevelCell({row, value}: GridRenderCellParams<StockItem, number>) {
  if (!row.capacity || value == null) {
    return value ?? null;
  }
  const percent = Math.min(100, Math.round((value / row.capacity) * 100));
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%'}}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={value <= row.reorderPoint ? 'warning' : 'primary'}
        sx={{flex: 1, height: 6, borderRadius: 3}}
        aria-label={`${value} of ${row.capacity} units`}
      />
      <Typography variant="body2" sx={{width: 32, textAlign: 'right'}}>
        {value}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<StockItem>[] = [
  {field: 'sku', headerName: 'SKU', width: 140},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'warehouse', headerName: 'Warehouse', type: 'singleSelect', valueOptions: WAREHOUSES, width: 120},
  {
    field: 'onHand',
    headerName: 'On hand',
    type: 'number',
    width: 180,
    editable: true,
    renderCell: (params) => <StockLevelCell {...params} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    type: 'singleSelect',
    valueOptions: ['In stock', 'Reorder', 'Out of stock'],
    valueGetter: (_value, row) => (row.capacity ? stockStatus(row).label : undefined),
    renderCell: ({row, rowNode}) =>
      rowNode.type === 'leaf' ? (
        <Chip size="small" variant="outlined" label={stockStatus(row).label} color={stockStatus(row).color} />
      ) : null,
  },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => (row.capacity ? row.onHand * row.unitCost : undefined),
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function DemoInventory() {
  const [stock, setStock] = React.useState(initialStock);

  return (
    <Box sx={{height: 560, width: '100%'}}>
      <DataGridPremium
        rows={stock}
        columns={columns}
        showToolbar
        label="Inventory"
        checkboxSelection
        processRowUpdate={(updated: StockItem) => {
          const saved = {...updated, onHand: Math.max(0, Math.round(updated.onHand))};
          setStock((previous) => previous.map((item) => (item.id === saved.id ? saved : item)));
          return saved;
        }}
        initialState={{
          rowGrouping: {model: ['warehouse']},
          aggregation: {model: {onHand: 'sum', stockValue: 'sum'}},
          columns: {columnVisibilityModel: {warehouse: false, category: false}},
          sorting: {sortModel: [{field: 'onHand', sort: 'asc'}]},
        }}
        defaultGroupingExpansionDepth={1}
        getRowClassName={({row}) => (row.capacity && row.onHand === 0 ? 'inventory-out' : '')}
        sx={{'& .inventory-out': {bgcolor: 'rgba(211, 47, 47, 0.06)'}}}
      />
    </Box>
  );
}
