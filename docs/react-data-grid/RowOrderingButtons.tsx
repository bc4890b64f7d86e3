import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridActionsCell,
  GridActionsCellItem,
  GridArrowDownwardIcon,
  GridArrowUpwardIcon,
  useGridApiRef,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowId,
} from '@mui/x-data-grid-pro';

type Song = {id: number; title: string; artist: string};

const initialRows: Song[] = [
  {id: 1, title: 'Blue in Green', artist: 'Miles Davis'},
  {id: 2, title: 'Clair de Lune', artist: 'Claude Debussy'},
  {id: 3, title: 'Águas de Março', artist: 'Elis Regina'},
  {id: 4, title: 'Hoppípolla', artist: 'Sigur Rós'},
];

// The actions read `move` from context, so the columns below never need to change.
const MoveRowContext = React.createContext<(id: GridRowId, offset: -1 | 1) => void>(() => {});

function MoveActions(props: GridRenderCellParams<Song>) {
  const move = React.useContext(MoveRowContext);
  return (
    <GridActionsCell {...props}>
      <GridActionsCellItem icon={<GridArrowUpwardIcon />} label="Move up" onClick={() => move(props.id, -1)} />
      <GridActionsCellItem icon={<GridArrowDownwardIcon />} label="Move down" onClick={() => move(props.id, 1)} />
    </GridActionsCell>
  );
}

const columns: GridColDef<Song>[] = [
  {field: 'title', headerName: 'Title', flex: 1},
  {field: 'artist', headerName: 'Artist', width: 160},
  {field: 'actions', type: 'actions', width: 100, renderCell: (params) => <MoveActions {...params} />},
];

export default function RowOrderingButtons() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialRows);

  const move = React.useCallback(
    (id: GridRowId, offset: -1 | 1) => {
      const from = rows.findIndex((row) => row.id === id);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= rows.length) {
        return;
      }
      // Move the row in the grid next to its neighbour, and keep our state in the same order.
      apiRef.current?.setRowPosition(id, rows[to].id, offset < 0 ? 'above' : 'below');
      const copy = [...rows];
      const [moved] = copy.splice(from, 1);
      copy.splice(to, 0, moved);
      setRows(copy);
    },
    [apiRef, rows],
  );

  return (
    <MoveRowContext.Provider value={move}>
      <Box sx={{height: 320, width: '100%'}}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} rowReordering disableColumnSorting hideFooter />
      </Box>
    </MoveRowContext.Provider>
  );
}
