import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridColumnLookupSelector,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterItem,
} from '@mui/x-data-grid-pro';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'Marketing'],
    width: 140,
  },
  {field: 'country', headerName: 'Country', width: 140},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
  {field: 'remote', headerName: 'Remote', type: 'boolean', width: 100},
];

function describe(item: GridFilterItem, headerName: string) {
  const value = Array.isArray(item.value) ? item.value.join(', ') : item.value;
  return value === undefined ? `${headerName} ${item.operator}` : `${headerName} ${item.operator} ${String(value)}`;
}

function FilterBarToolbar() {
  const apiRef = useGridApiContext();
  // Only the items that filter something (an item without a value is ignored by the grid)
  const activeItems = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);

  return (
    <Toolbar>
      <Box sx={{flex: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mx: 0.5}}>
        {activeItems.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No filters: every employee is listed
          </Typography>
        ) : (
          activeItems.map((item) => (
            <Chip
              key={item.id ?? item.field}
              size="small"
              label={describe(item, columnLookup[item.field]?.headerName ?? item.field)}
              onClick={() => apiRef.current.showFilterPanel(item.field)}
              onDelete={() => apiRef.current.deleteFilterItem(item)}
            />
          ))
        )}
      </Box>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToolbarFilterChips() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        rows={EMPLOYEES}
        columns={columns}
        slots={{toolbar: FilterBarToolbar}}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                {id: 1, field: 'department', operator: 'is', value: 'Engineering'},
                {id: 2, field: 'remote', operator: 'is', value: 'true'},
              ],
            },
          },
        }}
      />
    </Box>
  );
}
