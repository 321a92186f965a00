import type { ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import '../icons/icons.css';

export type IconProps = {
  /**
   * One of Ant Design's icons as data (`import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined'`):
   * a few hundred bytes of path, without @ant-design/icons' React runtime, so public pages carry no antd code.
   */
  def: IconDefinition;
  className?: string;
};

function nodeOf(def: IconDefinition): AbstractNode {
  // Two-tone icons are functions of their two colours; the site draws every icon in the text's colour.
  return typeof def.icon === 'function' ? def.icon('currentColor', 'currentColor') : def.icon;
}

/** The paths of an icon, groups included (the few icons with `defs` or `style` draw without them). */
function shapes(node: AbstractNode): ReactNode[] {
  return (node.children ?? []).map((child, index) => {
    if (child.tag === 'path') return <path key={index} d={child.attrs.d} />;
    if (child.tag === 'g') return <g key={index}>{shapes(child)}</g>;
    return null;
  });
}

/**
 * An Ant Design icon as inline SVG: decoration (the control or text next to it carries the name), filled with
 * currentColor and 1em square, so the surrounding font-size sizes it (icons.css).
 */
export function Icon({ def, className }: IconProps) {
  const node = nodeOf(def);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox={node.attrs.viewBox}
      aria-hidden="true"
      focusable="false"
    >
      {shapes(node)}
    </svg>
  );
}
