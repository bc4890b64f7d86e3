import * as React from 'react';
import {BarChart} from '@mui/x-charts';
import {ORDERS, type Order} from '@site/src/demo-data/orders';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const categories: Order['category'][] = ['Computers', 'Phones', 'Cameras', 'Audio', 'Accessories'];

// Revenue per category and month, from the orders that were not cancelled.
const revenue = categories.map((category) => {
  const totals = months.map(() => 0);
  ORDERS.filter((order) => order.category === category && order.status !== 'Cancelled').forEach((order) => {
    totals[order.date.getMonth()] += order.quantity * order.unitPrice;
  });
  return totals;
});
// Group the months by quarter for a readable chart.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const byQuarter = revenue.map((totals) =>
  quarters.map((_, quarter) => totals.slice(quarter * 3, quarter * 3 + 3).reduce((sum, value) => sum + value, 0)),
);

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function BarDemoCategoryRevenue() {
  return (
    <BarChart
      height={340}
      xAxis={[{scaleType: 'band', data: quarters.map((quarter) => `${quarter} 2024`)}]}
      yAxis={[{width: 55, valueFormatter: (value: number) => `$${value / 1000}k`}]}
      series={categories.map((category, index) => ({
        id: category,
        label: category,
        data: byQuarter[index],
        stack: 'revenue',
        valueFormatter: (value: number | null) => (value === null ? '' : usd.format(value)),
      }))}
      borderRadius={4}
    />
  );
}
