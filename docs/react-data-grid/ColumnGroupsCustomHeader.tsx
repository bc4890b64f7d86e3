import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColumnGroupingModel, type GridRowsProp} from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {id: 1, campaign: 'Spring sale', views: 48200, clicks: 3120, conversions: 412},
  {id: 2, campaign: 'Newsletter, April', views: 12900, clicks: 1480, conversions: 156},
  {id: 3, campaign: 'Retargeting', views: 30750, clicks: 2210, conversions: 298},
];

const columns: GridColDef[] = [
  {field: 'campaign', headerName: 'Campaign', flex: 1, minWidth: 170},
  {field: 'views', headerName: 'Views', type: 'number', width: 110},
  {field: 'clicks', headerName: 'Clicks', type: 'number', width: 110},
  {field: 'conversions', headerName: 'Conversions', type: 'number', width: 130},
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'metrics',
    headerName: 'Metrics',
    headerClassName: 'metrics-group',
    renderHeaderGroup: (params) => (
      <span>
        {params.headerName} ({params.fields.length} columns)
      </span>
    ),
    children: [{field: 'views'}, {field: 'clicks'}, {field: 'conversions'}],
  },
];

export default function ColumnGroupsCustomHeader() {
  return (
    <Box sx={{height: 300, width: '100%', '& .metrics-group': {backgroundColor: 'action.hover', fontWeight: 700}}}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
