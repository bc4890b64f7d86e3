import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  GridCheckIcon,
  GridCloseIcon,
  GridRowEditStopReasons,
  GridRowModes,
  gridRowIsEditingSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridEventListener,
  type GridRenderCellParams,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

type Book = {id: number; title: string; author: string; copies: number};

const initialRows: Book[] = [
  {id: 1, title: 'Middlemarch', author: 'George Eliot', copies: 3},
  {id: 2, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', copies: 5},
  {id: 3, title: 'Half of a Yellow Sun', author: 'Chimamanda Ngozi Adichie', copies: 2},
];

// Keep the row in edit mode when the focus leaves it: only Save and Cancel end the edit.
const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
  if (params.reason === GridRowEditStopReasons.rowFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

type SetMode = (id: GridRowId, mode: GridRowModes, ignoreModifications?: boolean) => void;

// Reads the edit state from the grid, so the columns do not depend on `rowModesModel`.
function RowActions(props: {params: GridRenderCellParams<Book>; setMode: SetMode}) {
  const {params, setMode} = props;
  const apiRef = useGridApiContext();
  const isEditing = useGridSelector(apiRef, gridRowIsEditingSelector, {rowId: params.id, editMode: 'row'});

  if (isEditing) {
    return (
      <GridActionsCell {...params}>
        <GridActionsCellItem
          icon={<GridCheckIcon />}
          label="Save"
          onClick={() => setMode(params.id, GridRowModes.View)}
        />
        <GridActionsCellItem
          icon={<GridCloseIcon />}
          label="Cancel"
          onClick={() => setMode(params.id, GridRowModes.View, true)}
        />
      </GridActionsCell>
    );
  }
  return (
    <GridActionsCell {...params}>
      <GridActionsCellItem label="Edit" showInMenu onClick={() => setMode(params.id, GridRowModes.Edit)} />
    </GridActionsCell>
  );
}

export default function EditingControlledModes() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = React.useCallback<SetMode>((id, mode, ignoreModifications = false) => {
    setRowModesModel((prev) => ({
      ...prev,
      [id]: mode === GridRowModes.Edit ? {mode} : {mode, ignoreModifications},
    }));
  }, []);

  const columns = React.useMemo<GridColDef<Book>[]>(
    () => [
      {field: 'title', headerName: 'Title', flex: 1, minWidth: 170, editable: true},
      {field: 'author', headerName: 'Author', width: 210, editable: true},
      {field: 'copies', headerName: 'Copies', type: 'number', width: 90, editable: true},
      {
        field: 'actions',
        type: 'actions',
        width: 100,
        renderCell: (params) => <RowActions params={params} setMode={setMode} />,
      },
    ],
    [setMode],
  );

  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={(newRow: Book) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
      />
    </Box>
  );
}
