import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  createCellEditHistoryHandler,
  createClipboardPasteHistoryHandler,
  gridExpandedSortedRowIdsSelector,
  gridPaginationModelSelector,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridColDef,
  type GridHistoryEventHandler,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// The data the default cell handler stores: {id, field, oldValue, newValue}.
type GridCellEditHistoryData = Parameters<ReturnType<typeof createCellEditHistoryHandler>['undo']>[0];

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 90},
  {field: 'customer', headerName: 'Customer', width: 170, editable: true},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true},
];

export default function UndoRedoPagedCellHandler() {
  const apiRef = useGridApiRef();

  const historyEventHandlers = React.useMemo(() => {
    const api = apiRef as Parameters<typeof createCellEditHistoryHandler>[0];
    const defaultCellHandler = createCellEditHistoryHandler(api);

    // Shows the page holding the row before the default handler restores the value and focuses the cell.
    const goToRowPage = (data: GridCellEditHistoryData) => {
      const index = gridExpandedSortedRowIdsSelector(api).indexOf(data.id);
      const {pageSize, page} = gridPaginationModelSelector(api);
      const targetPage = Math.floor(index / pageSize);
      if (index !== -1 && targetPage !== page) {
        api.current.setPage(targetPage);
      }
    };

    const cellEditStop: GridHistoryEventHandler<GridCellEditHistoryData> = {
      store: defaultCellHandler.store,
      // The default handler refuses rows outside the current page; this one only checks the value.
      validate: ({id, field, oldValue, newValue}, operation) => {
        const row = api.current.getRow(id);
        return row !== null && row[field] === (operation === 'undo' ? newValue : oldValue);
      },
      undo: async (data) => {
        goToRowPage(data);
        await defaultCellHandler.undo(data);
      },
      redo: async (data) => {
        goToRowPage(data);
        await defaultCellHandler.redo(data);
      },
    };

    return {
      cellEditStop,
      // Paste stays as the grid does it by default; row editing is not used here.
      clipboardPasteEnd: createClipboardPasteHistoryHandler(api),
    } as DataGridPremiumProps['historyEventHandlers'];
  }, [apiRef]);

  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        apiRef={apiRef}
        rows={ORDERS}
        columns={columns}
        historyEventHandlers={historyEventHandlers}
        pagination
        pageSizeOptions={[5]}
        initialState={{pagination: {paginationModel: {page: 0, pageSize: 5}}}}
        showToolbar
      />
    </Box>
  );
}
