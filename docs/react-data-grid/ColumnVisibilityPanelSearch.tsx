import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColumnsManagementProps} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// Short titles, with a longer description that users may search for.
const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'No.', description: 'Order number', width: 80},
  {field: 'customer', headerName: 'Customer', description: 'Company that placed the order', width: 160},
  {field: 'country', headerName: 'Country', description: 'Shipping country', width: 130},
  {field: 'city', headerName: 'City', description: 'Shipping city', width: 120},
  {field: 'product', headerName: 'Product', description: 'Item ordered', width: 170},
  {field: 'category', headerName: 'Cat.', description: 'Product category', width: 110},
  {field: 'quantity', headerName: 'Qty', description: 'Number of items', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Price', description: 'Unit price in US dollars', type: 'number', width: 100},
];

const columnsManagement: Partial<GridColumnsManagementProps> = {
  // Match the title, the description or the field. The search text arrives in lower case.
  searchPredicate: (column, searchValue) =>
    [column.headerName, column.description, column.field].some((text) => text?.toLowerCase().includes(searchValue)),
  // "Show/Hide All" applies to the columns matching the search only.
  toggleAllMode: 'filteredOnly',
  searchInputProps: {placeholder: 'Search title or description'},
};

export default function ColumnVisibilityPanelSearch() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid rows={ORDERS.slice(0, 15)} columns={columns} showToolbar slotProps={{columnsManagement}} hideFooter />
    </Box>
  );
}
