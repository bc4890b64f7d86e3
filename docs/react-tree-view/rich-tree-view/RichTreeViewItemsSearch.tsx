import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view';
import {PROJECT_FILES, type ProjectFile} from '@site/src/demo-data/tree-project-files';

// Keeps the items whose label matches (with their content) and their ancestors, and collects the ancestors to expand.
function filterFiles(files: ProjectFile[], query: string, ancestorsToExpand: string[]): ProjectFile[] {
  return files.flatMap((file): ProjectFile[] => {
    const children = file.children ? filterFiles(file.children, query, ancestorsToExpand) : [];
    if (children.length > 0) {
      ancestorsToExpand.push(file.id);
      return [{...file, children}];
    }
    return file.label.toLowerCase().includes(query) ? [file] : [];
  });
}

export default function RichTreeViewItemsSearch() {
  const [query, setQuery] = React.useState('use');
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const filtered = React.useMemo(() => {
    const cleanQuery = query.trim().toLowerCase();
    if (!cleanQuery) {
      return {items: PROJECT_FILES, ancestors: []};
    }
    const ancestors: string[] = [];
    return {items: filterFiles(PROJECT_FILES, cleanQuery, ancestors), ancestors};
  }, [query]);

  // Open the folders that contain a match each time the results change.
  React.useEffect(() => {
    setExpandedItems(filtered.ancestors);
  }, [filtered]);

  return (
    <Box sx={{minHeight: 360, width: 300}}>
      <TextField
        size="small"
        label="Search files"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{mb: 1}}
      />
      {filtered.items.length > 0 ? (
        <RichTreeView
          aria-label="Project files"
          items={filtered.items}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        />
      ) : (
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          No file matches &quot;{query}&quot;.
        </Typography>
      )}
    </Box>
  );
}
