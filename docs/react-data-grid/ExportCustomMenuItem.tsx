import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  GridDownloadIcon,
  type GridColDef,
  Toolbar,
  ToolbarButton,
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

function JsonExportMenuItem({onDone}: {onDone: () => void}) {
  const apiRef = useGridApiContext();

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
    onDone();
  };

  return <MenuItem onClick={download}>Download as JSON</MenuItem>;
}

function ExportMenuToolbar() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event: React.MouseEvent<HTMLButtonElement>) => setAnchor(event.currentTarget)}
        >
          <GridDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {/* The built-in CSV export, rendered as a menu item */}
        <ExportCsv render={<MenuItem />} options={{fileName: 'orders', delimiter: ';'}} onClick={close}>
          Download as CSV
        </ExportCsv>
        <JsonExportMenuItem onDone={close} />
      </Menu>
    </Toolbar>
  );
}

export default function ExportCustomMenuItem() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        showToolbar
        slots={{toolbar: ExportMenuToolbar}}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
