import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColumnIcon,
  Toolbar,
  ToolbarButton,
  gridColumnDefinitionsSelector,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import {EMPLOYEES, type Employee} from '@site/src/demo-data/employees';

const SECTIONS: {title: string; fields: string[]}[] = [
  {title: 'Contact', fields: ['email', 'city', 'country']},
  {title: 'Job', fields: ['department', 'role', 'startDate']},
  {title: 'Pay', fields: ['salary', 'rating']},
];

// Replaces the content of the columns panel: switches grouped by section.
function SectionedColumnsPanel() {
  const apiRef = useGridApiContext();
  const columns = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visibilityModel = useGridSelector(apiRef, gridColumnVisibilityModelSelector);

  return (
    <Box sx={{p: 2, display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: 3}}>
      {SECTIONS.map((section) => (
        <Box key={section.title}>
          <Typography variant="overline" component="p">
            {section.title}
          </Typography>
          {section.fields.map((field) => {
            const column = columns.find((item) => item.field === field);
            return column ? (
              <FormControlLabel
                key={field}
                sx={{display: 'flex'}}
                control={
                  <Switch
                    size="small"
                    checked={visibilityModel[field] !== false}
                    onChange={(event) => apiRef.current.setColumnVisibility(field, event.target.checked)}
                  />
                }
                label={column.headerName}
              />
            ) : null;
          })}
        </Box>
      ))}
    </Box>
  );
}

function ColumnsOnlyToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <GridColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'email', headerName: 'Email', width: 230},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'country', headerName: 'Country', width: 130},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 180},
  {field: 'startDate', headerName: 'Start date', type: 'date', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90},
];

export default function ColumnVisibilityCustomPanel() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        rows={EMPLOYEES.slice(0, 10)}
        columns={columns}
        showToolbar
        slots={{toolbar: ColumnsOnlyToolbar, columnsManagement: SectionedColumnsPanel}}
        initialState={{columns: {columnVisibilityModel: {email: false, startDate: false, rating: false}}}}
        hideFooter
      />
    </Box>
  );
}
