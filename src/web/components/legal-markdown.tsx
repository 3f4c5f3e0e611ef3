import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * A legal text (Markdown) as the page shows it: headings, paragraphs, lists, tables. Any HTML written in
 * the text is dropped (`skipHtml`), so an admin's text can never put markup or script on the page; links
 * are shown as their text only where they point outside the site's own pages.
 */
export function LegalMarkdown({ text }: { text: string }) {
  return (
    <div className="legal-text grid gap-4 text-sm leading-relaxed sm:text-base [&_h2]:mt-6 [&_h2]:border-b [&_h2]:border-border [&_h2]:pb-2 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-bold [&_li]:ml-5 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-1 [&_p]:whitespace-pre-line [&_strong]:font-bold [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1">
      <Markdown
        skipHtml
        remarkPlugins={[remarkGfm]}
        components={{
          table: ({ children }) => (
            <div className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full border-collapse text-left text-sm">{children}</table>
            </div>
          ),
          th: ({ children }) => <th className="border-b border-border bg-secondary px-3 py-2 font-bold whitespace-nowrap">{children}</th>,
          td: ({ children }) => <td className="border-b border-border px-3 py-2 align-top first:min-w-[6.5rem] first:font-bold">{children}</td>,
          a: ({ href, children }) =>
            href && /^(\/(?!\/)|https:\/\/|mailto:)/.test(href) ? (
              <a href={href} className="text-primary underline underline-offset-2">
                {children}
              </a>
            ) : (
              <span>{children}</span>
            ),
          img: () => null,
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
