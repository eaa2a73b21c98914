import { parseBlogContent, type InlineNode } from '@azubi/shared/blog/blog-content';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return nodes.map((node, index) => {
    if (node.type === 'strong') return <strong key={index}>{node.text}</strong>;
    if (node.type === 'link') {
      return node.href.startsWith('/') ? (
        <Link key={index} to={node.href} className="font-semibold text-primary underline underline-offset-4">
          {node.text}
        </Link>
      ) : (
        <a
          key={index}
          href={node.href}
          rel="noopener noreferrer"
          className="font-semibold text-primary underline underline-offset-4"
        >
          {node.text}
        </a>
      );
    }
    return <Fragment key={index}>{node.text}</Fragment>;
  });
}

/**
 * A post's text: parsed from its plain-text marks into React elements. No HTML from the post is
 * ever put into the page, so a post cannot inject markup or scripts.
 */
export function BlogContent({ content }: { content: string }) {
  const blocks = useMemo(() => parseBlogContent(content), [content]);
  return (
    <div className="space-y-5 text-lg leading-relaxed text-foreground">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} className="pt-4 text-2xl font-bold tracking-tight text-brand-950">
                <Inline nodes={block.children} />
              </h2>
            ) : (
              <h3 key={index} className="pt-2 text-xl font-semibold text-brand-950">
                <Inline nodes={block.children} />
              </h3>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={index}
                className={
                  block.ordered ? 'list-decimal space-y-2 pl-6' : 'list-disc space-y-2 pl-6 marker:text-primary'
                }
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    <Inline nodes={item} />
                  </li>
                ))}
              </List>
            );
          }
          default:
            return (
              <p key={index}>
                <Inline nodes={block.children} />
              </p>
            );
        }
      })}
    </div>
  );
}
