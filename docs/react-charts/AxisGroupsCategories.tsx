import * as React from 'react';
import {BarChart} from '@mui/x-charts';

// Products of a bakery, each with its department, and their weekly sales.
const products = [
  {department: 'Bread', name: 'Baguette', sales: 940},
  {department: 'Bread', name: 'Sourdough', sales: 410},
  {department: 'Bread', name: 'Rye', sales: 180},
  {department: 'Pastry', name: 'Croissant', sales: 780},
  {department: 'Pastry', name: 'Pain au chocolat', sales: 690},
  {department: 'Cakes', name: 'Cheesecake', sales: 120},
  {department: 'Cakes', name: 'Carrot cake', sales: 95},
  {department: 'Cakes', name: 'Brownie', sales: 260},
];

export default function AxisGroupsCategories() {
  return (
    <BarChart
      height={340}
      dataset={products}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'name',
          height: 70,
          groups: [
            {getValue: (name: string) => name, tickLabelStyle: {fontSize: 11}},
            // The department comes from the data index, since the axis value is only the name.
            {
              getValue: (_name: string, dataIndex: number) => products[dataIndex].department,
              tickSize: 24,
              tickLabelStyle: {fontWeight: 700},
            },
          ],
        },
      ]}
      series={[{dataKey: 'sales', label: 'Units sold this week'}]}
      hideLegend
    />
  );
}
