import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColumnGroupingModel} from '@mui/x-data-grid';

interface Sale {
  region: string;
  quarter: string;
  revenue: number;
}

const sales: Sale[] = [
  {region: 'North', quarter: 'Q1', revenue: 120},
  {region: 'North', quarter: 'Q2', revenue: 150},
  {region: 'North', quarter: 'Q3', revenue: 135},
  {region: 'South', quarter: 'Q1', revenue: 90},
  {region: 'South', quarter: 'Q2', revenue: 110},
  {region: 'South', quarter: 'Q2', revenue: 30},
  {region: 'South', quarter: 'Q4', revenue: 175},
  {region: 'West', quarter: 'Q1', revenue: 60},
  {region: 'West', quarter: 'Q3', revenue: 95},
  {region: 'West', quarter: 'Q4', revenue: 120},
];

// 1. The distinct values of the column dimension
const quarters = Array.from(new Set(sales.map((sale) => sale.quarter))).sort();

// 2. One row per region, one field per quarter holding the summed revenue
const pivotRows = Array.from(new Set(sales.map((sale) => sale.region))).map((region) => {
  const row: Record<string, string | number> = {id: region, region};
  quarters.forEach((quarter) => {
    row[quarter] = sales
      .filter((sale) => sale.region === region && sale.quarter === quarter)
      .reduce((total, sale) => total + sale.revenue, 0);
  });
  return row;
});

// 3. One column per quarter, under a shared header
const pivotColumns: GridColDef[] = [
  {field: 'region', headerName: 'Region', width: 140},
  ...quarters.map((quarter) => ({field: quarter, headerName: quarter, type: 'number' as const, width: 100})),
];

const columnGroupingModel: GridColumnGroupingModel = [
  {groupId: 'Revenue (k$)', children: quarters.map((quarter) => ({field: quarter}))},
];

export default function PivotingStaticPivot() {
  return (
    <Box sx={{height: 320, width: '100%'}}>
      <DataGrid rows={pivotRows} columns={pivotColumns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
