// The human sitemap (SPEC §2 /sitemap/): every indexable page of the language, nested by path,
// from the same entries as sitemap.xml.
import type { SitemapTemplateData } from './definition.ts';
import type { SitemapNode } from '../../lib/sitemap-entries.ts';
import { Link } from '../../components/Link/index.tsx';
import styles from './SitemapTemplate.module.css';

function Tree({ nodes }: { nodes: SitemapNode[] }) {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.path} className={styles.item}>
          <Link className={styles.link} link={{ href: node.path }}>
            {node.title}
          </Link>
          {node.children.length > 0 ? <Tree nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function SitemapTemplate({ template }: { template: SitemapTemplateData }) {
  return (
    <div className={styles.sitemap}>
      <h1 className={styles.title}>{template.title}</h1>
      {template.intro ? <p className={styles.intro}>{template.intro}</p> : null}
      <nav aria-label={template.title}>
        <Tree nodes={template.sections} />
      </nav>
    </div>
  );
}
