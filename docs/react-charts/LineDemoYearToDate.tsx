import * as React from 'react';
import {LineChart, lineClasses} from '@mui/x-charts';
import {ORDERS} from '@site/src/demo-data/orders';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ANNUAL_PLAN = 220000;

// Revenue of the orders that were not cancelled, per month, then accumulated month after month.
const monthly = months.map(() => 0);
ORDERS.filter((order) => order.status !== 'Cancelled').forEach((order) => {
  monthly[order.date.getMonth()] += order.quantity * order.unitPrice;
});
const yearToDate = monthly.map((_, index) => monthly.slice(0, index + 1).reduce((sum, value) => sum + value, 0));
// The plan spreads the annual target evenly over the year.
const plan = months.map((_, index) => Math.round((ANNUAL_PLAN / 12) * (index + 1)));

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
const formatUsd = (value: number | null) => (value === null ? '' : usd.format(value));

export default function LineDemoYearToDate() {
  return (
    <LineChart
      height={320}
      xAxis={[{scaleType: 'point', data: months}]}
      yAxis={[{width: 55, valueFormatter: (value: number) => `$${value / 1000}k`}]}
      series={[
        {id: 'actual', data: yearToDate, label: 'Revenue, year to date', area: true, valueFormatter: formatUsd},
        {
          id: 'plan',
          data: plan,
          label: 'Plan',
          curve: 'linear',
          showMark: false,
          color: '#616161',
          valueFormatter: formatUsd,
        },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="plan"]`]: {strokeDasharray: '6 4'},
        [`& .${lineClasses.area}[data-series="actual"]`]: {fillOpacity: 0.35},
      }}
    />
  );
}
