import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

type Range = [number | undefined, number | undefined];

const toRange = (value: unknown): Range => (Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined]);

function RangeInput(props: GridFilterInputValueProps) {
  const {item, applyValue, focusElementRef} = props;
  const [from, to] = toRange(item.value);

  const update = (index: 0 | 1, text: string) => {
    const next: Range = [from, to];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({...item, value: next});
  };

  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'flex-end', height: 48}}>
      <TextField
        inputRef={focusElementRef}
        variant="standard"
        type="number"
        label="From"
        value={from ?? ''}
        onChange={(event) => update(0, event.target.value)}
        sx={{width: 90}}
      />
      <TextField
        variant="standard"
        type="number"
        label="To"
        value={to ?? ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{width: 90}}
      />
    </Stack>
  );
}

const betweenOperator: GridFilterOperator<Order, number> = {
  label: 'Between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = toRange(filterItem.value);
    if (from == null && to == null) {
      return null; // Nothing typed yet: ignore the item.
    }
    return (value) => value != null && (from == null || value >= from) && (to == null || value <= to);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value?.[0] ?? '…'} to ${value?.[1] ?? '…'}`,
};

const columns: GridColDef<Order>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  {field: 'product', headerName: 'Product', width: 170},
  {
    field: 'unitPrice',
    headerName: 'Unit price (USD)',
    type: 'number',
    width: 150,
    // The new operator comes first, so it is the default for new filters.
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

export default function FilterCustomizationRange() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        showToolbar
        initialState={{
          filter: {filterModel: {items: [{field: 'unitPrice', operator: 'between', value: [300, 700]}]}},
        }}
      />
    </Box>
  );
}
