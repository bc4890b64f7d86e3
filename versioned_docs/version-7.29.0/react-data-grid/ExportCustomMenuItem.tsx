import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  type GridColDef,
  GridCsvExportMenuItem,
  type GridExportMenuItemProps,
  GridToolbarContainer,
  GridToolbarExportContainer,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'status', headerName: 'Status', width: 120},
];

function JsonExportMenuItem(props: GridExportMenuItemProps<object>) {
  const apiRef = useGridApiContext();
  const {hideMenu} = props;

  const download = () => {
    // Same rows and columns as the built-in exports: filtered, sorted, visible
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
      Object.fromEntries(fields.map((field) => [field, apiRef.current.getCellParams(id, field).value])),
    );
    const blob = new Blob([JSON.stringify(data, null, 2)], {type: 'application/json'});
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'orders.json';
    link.click();
    URL.revokeObjectURL(link.href);
    hideMenu?.();
  };

  return <MenuItem onClick={download}>Download as JSON</MenuItem>;
}

function ExportToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExportContainer>
        <GridCsvExportMenuItem options={{fileName: 'orders', delimiter: ';'}} />
        <JsonExportMenuItem />
      </GridToolbarExportContainer>
    </GridToolbarContainer>
  );
}

export default function ExportCustomMenuItem() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        slots={{toolbar: ExportToolbar}}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
