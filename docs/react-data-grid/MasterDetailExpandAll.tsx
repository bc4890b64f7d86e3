import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowParams,
  gridDataRowIdsSelector,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const rows = EMPLOYEES.slice(0, 15);

function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  // v8 stores the open panels in a Set
  const anyExpanded = expandedIds.size > 0;

  const toggleAll = () => {
    // Only rows whose content is an element can open a panel
    const openable = gridDataRowIdsSelector(apiRef).filter((id) => React.isValidElement(contentCache[id]));
    apiRef.current.setExpandedDetailPanels(new Set(anyExpanded ? [] : openable));
  };

  return (
    <IconButton size="small" onClick={toggleAll} aria-label={anyExpanded ? 'Collapse all' : 'Expand all'}>
      {anyExpanded ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
    </IconButton>
  );
}

const columns: GridColDef<Employee>[] = [
  {...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ExpandAllHeader />},
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', flex: 1, minWidth: 180},
  {field: 'city', headerName: 'City', width: 130},
];

export default function MasterDetailExpandAll() {
  const getDetailPanelContent = React.useCallback(
    ({row}: GridRowParams<Employee>) => (
      <Typography variant="body2" sx={{px: 7, py: 1}}>
        {row.email} · joined {row.startDate.getFullYear()} · {row.remote ? 'remote' : 'office-based'}
      </Typography>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
