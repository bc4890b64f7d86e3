import Box from '@mui/material/Box';
import {RichTreeView, treeItemClasses} from '@mui/x-tree-view';

type Shift = {id: string; label: string; published?: boolean; children?: Shift[]};

const ROTA: Shift[] = [
  {
    id: 'week-18',
    label: 'Week 18',
    published: true,
    children: [
      {id: 'w18-mon', label: 'Monday: Alice, Jamal', published: true},
      {id: 'w18-tue', label: 'Tuesday: Priya, Tom', published: true},
    ],
  },
  {
    id: 'week-19',
    label: 'Week 19 (draft)',
    children: [
      {id: 'w19-mon', label: 'Monday: Jamal, Priya'},
      {id: 'w19-tue', label: 'Tuesday: Alice, Tom'},
      {id: 'w19-wed', label: 'Wednesday: to assign'},
    ],
  },
];

export default function RichTreeViewEditingStyles() {
  return (
    <Box sx={{minHeight: 300, width: 340}}>
      <RichTreeView
        aria-label="Staff rota"
        items={ROTA}
        // Published shifts are read-only; drafts can be renamed.
        isItemEditable={(shift) => !shift.published}
        defaultExpandedItems={['week-18', 'week-19']}
        sx={{
          // The content element carries data-editable and data-editing while the state applies.
          [`& .${treeItemClasses.content}[data-editable] .${treeItemClasses.label}`]: {
            textDecoration: 'underline dotted',
            textUnderlineOffset: 4,
            cursor: 'text',
          },
          [`& .${treeItemClasses.content}[data-editing]`]: {
            outline: '2px solid',
            outlineColor: 'primary.main',
          },
          [`& .${treeItemClasses.labelInput}`]: {
            fontWeight: 600,
            color: 'primary.main',
          },
        }}
      />
    </Box>
  );
}
