import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView, useRichTreeViewApiRef, type TreeViewDefaultItemModelProperties} from '@mui/x-tree-view';

const COURSES: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'frontend',
    label: 'Front-end track',
    children: [
      {id: 'html', label: 'Semantic HTML'},
      {id: 'css-layout', label: 'CSS layout'},
      {id: 'react-basics', label: 'React basics'},
    ],
  },
  {
    id: 'backend',
    label: 'Back-end track',
    children: [
      {id: 'sql', label: 'SQL fundamentals'},
      {id: 'rest', label: 'Designing REST APIs'},
    ],
  },
  {id: 'soft-skills', label: 'Code review etiquette'},
];

const COURSE_IDS = new Set(COURSES.flatMap((item) => (item.children ?? [item]).map((course) => course.id)));

export default function RichTreeViewSelectionExpandOnCheck() {
  const apiRef = useRichTreeViewApiRef();
  const [enrolled, setEnrolled] = React.useState<string[]>([]);

  const handleItemSelectionToggle = (event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    // Ticking a track opens it, so that the courses it just added are visible.
    if (isSelected && apiRef.current?.getItemOrderedChildrenIds(itemId).length) {
      apiRef.current.setItemExpansion({event, itemId, shouldBeExpanded: true});
    }
  };

  return (
    <Box sx={{minHeight: 320, width: 320}}>
      <Typography variant="body2" sx={{mb: 1}}>
        Enrolled in {enrolled.filter((itemId) => COURSE_IDS.has(itemId)).length} course(s)
      </Typography>
      <RichTreeView
        aria-label="Training catalogue"
        items={COURSES}
        apiRef={apiRef}
        multiSelect
        checkboxSelection
        selectionPropagation={{descendants: true, parents: true}}
        selectedItems={enrolled}
        onSelectedItemsChange={(_event, itemIds) => setEnrolled(itemIds)}
        onItemSelectionToggle={handleItemSelectionToggle}
      />
    </Box>
  );
}
