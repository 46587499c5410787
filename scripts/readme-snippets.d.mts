export interface ReadmeSnippet {
  target: 'browser' | 'node';
  code: string;
}
export function readmeSnippets(readme: string): ReadmeSnippet[];
