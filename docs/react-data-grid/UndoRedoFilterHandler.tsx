import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  createCellEditHistoryHandler,
  createClipboardPasteHistoryHandler,
  createRowEditHistoryHandler,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridColDef,
  type GridFilterModel,
  type GridHistoryEventHandler,
} from '@mui/x-data-grid-premium';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 170, editable: true},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true},
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Delivered', 'Shipped', 'Processing', 'Cancelled'],
    width: 130,
  },
];

type FilterChange = {before: GridFilterModel; after: GridFilterModel};

// An item still being typed (no value yet) does not filter anything: it is not worth an undo step.
const isComplete = (model: GridFilterModel) =>
  model.items.every((item) => item.value !== undefined && item.value !== '');

function createFilterHistoryHandler(apply: (model: GridFilterModel) => void): GridHistoryEventHandler<FilterChange> {
  let current: GridFilterModel = {items: []};
  return {
    store: (model: GridFilterModel) => {
      if (!isComplete(model)) {
        return null;
      }
      const change = {before: current, after: model};
      current = model;
      return change;
    },
    undo: ({before}) => {
      current = before;
      apply(before);
    },
    redo: ({after}) => {
      current = after;
      apply(after);
    },
  };
}

type HistoryApiRef = Parameters<typeof createCellEditHistoryHandler>[0];

// The handlers keep the ref and only read `apiRef.current` when an event fires or a step is applied.
function createHistoryHandlers(apiRef: HistoryApiRef) {
  return {
    // The three default handlers, kept as they are
    cellEditStop: createCellEditHistoryHandler(apiRef),
    rowEditStop: createRowEditHistoryHandler(apiRef),
    clipboardPasteEnd: createClipboardPasteHistoryHandler(apiRef),
    // A new one: each filter change becomes an undo step
    filterModelChange: createFilterHistoryHandler((model) => apiRef.current.setFilterModel(model)),
  } as DataGridPremiumProps['historyEventHandlers'];
}

export default function UndoRedoFilterHandler() {
  const apiRef = useGridApiRef();
  const historyEventHandlers = React.useMemo(() => createHistoryHandlers(apiRef as HistoryApiRef), [apiRef]);

  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        apiRef={apiRef}
        rows={ORDERS}
        columns={columns}
        historyEventHandlers={historyEventHandlers}
        showToolbar
      />
    </Box>
  );
}
