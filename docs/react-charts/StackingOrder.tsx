import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {BarChart, type StackOrderType} from '@mui/x-charts';

const orders: StackOrderType[] = ['none', 'reverse', 'ascending', 'descending', 'appearance', 'insideOut'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function StackingOrder() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={stackOrder}
        onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
        sx={{width: 200}}
      >
        {orders.map((order) => (
          <MenuItem key={order} value={order}>
            {order}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={320}
        xAxis={[{scaleType: 'band', data: quarters}]}
        series={[
          // Setting stackOrder on one series applies it to the whole stack.
          {data: [8, 9, 10, 12], label: 'Accessories', stack: 'sales', stackOrder},
          {data: [42, 38, 45, 61], label: 'Bikes', stack: 'sales'},
          {data: [15, 22, 26, 19], label: 'Repairs', stack: 'sales'},
        ]}
      />
    </Stack>
  );
}
