import * as React from 'react';
import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import CodeIcon from '@mui/icons-material/Code';
import ScienceIcon from '@mui/icons-material/Science';
import CssIcon from '@mui/icons-material/Css';
import DataObjectIcon from '@mui/icons-material/DataObject';
import ArticleIcon from '@mui/icons-material/Article';
import ImageIcon from '@mui/icons-material/Image';
import {SimpleTreeView, TreeItem} from '@mui/x-tree-view';
import {PROJECT_FILES, type ProjectFile, type ProjectFileKind} from '@site/src/demo-data/tree-project-files';

const FILE_ICONS: Record<Exclude<ProjectFileKind, 'folder'>, {icon: React.ElementType; color: string}> = {
  typescript: {icon: CodeIcon, color: '#3178c6'},
  react: {icon: CodeIcon, color: '#0891b2'},
  test: {icon: ScienceIcon, color: '#16a34a'},
  stylesheet: {icon: CssIcon, color: '#9333ea'},
  json: {icon: DataObjectIcon, color: '#ca8a04'},
  markdown: {icon: ArticleIcon, color: '#64748b'},
  image: {icon: ImageIcon, color: '#db2777'},
};

function renderFile(file: ProjectFile): React.ReactNode {
  if (file.kind === 'folder') {
    // Item-level expandIcon and collapseIcon win over the tree's: folders open and close.
    return (
      <TreeItem
        key={file.id}
        itemId={file.id}
        label={file.label}
        slots={{expandIcon: FolderIcon, collapseIcon: FolderOpenIcon}}
        slotProps={{expandIcon: {color: 'warning'}, collapseIcon: {color: 'warning'}}}
      >
        {file.children?.map(renderFile)}
      </TreeItem>
    );
  }
  const {icon, color} = FILE_ICONS[file.kind];
  // The icon slot replaces the item's icon whatever its state.
  return (
    <TreeItem key={file.id} itemId={file.id} label={file.label} slots={{icon}} slotProps={{icon: {style: {color}}}} />
  );
}

export default function TreeItemCustomizationFileIcons() {
  return (
    <Box sx={{minHeight: 380, width: 300}}>
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src', 'src/components', 'public']}>
        {PROJECT_FILES.map(renderFile)}
      </SimpleTreeView>
    </Box>
  );
}
