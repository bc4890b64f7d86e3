import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {DataGrid, GridFooterContainer, GridPagination, type GridColDef, type GridSlotProps} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// Module augmentation: lets `slotProps.footer` accept the two props of this footer.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    lastSync?: string;
    onSync?: () => void;
  }
}

function SyncFooter(props: GridSlotProps['footer']) {
  const {lastSync, onSync} = props;
  return (
    <GridFooterContainer sx={{pl: 1}}>
      <Button size="small" onClick={onSync}>
        Sync now
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{flex: 1}}>
        Last sync: {lastSync}
      </Typography>
      {/* The default pagination, kept as it is. */}
      <GridPagination />
    </GridFooterContainer>
  );
}

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 170},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'status', headerName: 'Status', width: 120},
];

export default function ComponentsSlotFooterProps() {
  const [syncCount, setSyncCount] = React.useState(0);
  // A fixed clock so the server render and the browser agree: each sync adds five minutes.
  const lastSync = `09:${String(syncCount * 5).padStart(2, '0')}`;

  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
        slots={{footer: SyncFooter}}
        slotProps={{footer: {lastSync, onSync: () => setSyncCount((count) => (count + 1) % 12)}}}
      />
    </Box>
  );
}
