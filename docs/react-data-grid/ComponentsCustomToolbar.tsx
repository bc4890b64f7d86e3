import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridAddIcon,
  GridColumnIcon,
  GridDownloadIcon,
  GridFilterListIcon,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  gridRowCountSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';

function CustomToolbar() {
  const apiRef = useGridApiContext();

  const addRow = () => {
    const id = gridRowCountSelector(apiRef) + 1;
    apiRef.current.updateRows([{id, task: `New task ${id}`, owner: 'Unassigned'}]);
  };

  return (
    <Toolbar>
      <Tooltip title="Add a task">
        <ToolbarButton onClick={addRow} aria-label="Add a task">
          <GridAddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      {/* The toolbar aligns its items to the end: the spacer keeps the first button on the left. */}
      <Box sx={{flex: 1}} />
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <GridColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(triggerProps, state) => (
            <ToolbarButton {...triggerProps} color={state.filterCount > 0 ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <GridFilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{fileName: 'tasks'}}>
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <QuickFilter expanded>
        <QuickFilterControl size="small" placeholder="Search…" aria-label="Search tasks" />
      </QuickFilter>
    </Toolbar>
  );
}

const columns: GridColDef[] = [
  {field: 'task', headerName: 'Task', width: 220},
  {field: 'owner', headerName: 'Owner', width: 160},
];

const rows = [
  {id: 1, task: 'Prepare sprint demo', owner: 'Aiko'},
  {id: 2, task: 'Review pull requests', owner: 'Marek'},
  {id: 3, task: 'Update dependencies', owner: 'Aiko'},
];

export default function ComponentsCustomToolbar() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{toolbar: CustomToolbar}} />
    </Box>
  );
}
