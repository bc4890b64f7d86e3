import * as React from 'react';
import {PieChart, pieClasses} from '@mui/x-charts';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

// Each status keeps the same color wherever it appears: green for done, red for lost.
const statusColors: Record<Order['status'], string> = {
  Delivered: '#2e7d32',
  Shipped: '#0288d1',
  Processing: '#f9a825',
  Cancelled: '#c62828',
};

const counts = ORDERS.reduce<Partial<Record<Order['status'], number>>>((acc, order) => {
  acc[order.status] = (acc[order.status] ?? 0) + 1;
  return acc;
}, {});
const total = ORDERS.length;

const data = (Object.keys(statusColors) as Order['status'][]).map((status) => ({
  id: status,
  label: status,
  value: counts[status] ?? 0,
  color: statusColors[status],
}));

export default function PieDemoOrderStatus() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data,
          // Largest slice first, clockwise from the top, whatever the order of the data.
          sortingValues: 'desc',
          innerRadius: 40,
          paddingAngle: 2,
          cornerRadius: 4,
          valueFormatter: (item) => `${item.value} orders (${Math.round((item.value / total) * 100)}%)`,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 25,
        },
      ]}
      sx={{[`& .${pieClasses.arcLabel}`]: {fill: '#ffffff', fontWeight: 600}}}
    />
  );
}
