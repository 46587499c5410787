/**
 * Which language an instruction is written in: Japanese and Thai are told apart by their scripts
 * (LINE, one of the board's channels, is used mainly in Japan and Thailand); everything else is
 * read as English.
 */
export type Language = 'en' | 'ja' | 'th';

const THAI = /[\u0E00-\u0E7F]/;
const JAPANESE = /[\u3040-\u30FF\u4E00-\u9FFF\uFF01-\uFF5E]/;

/**
 * @example
 * detectLanguage('テストモードをオンにして'); // 'ja'
 * detectLanguage('เปิดโหมดทดสอบ'); // 'th'
 * detectLanguage('turn on test mode'); // 'en'
 */
export function detectLanguage(text: string): Language {
  if (THAI.test(text)) return 'th';
  if (JAPANESE.test(text)) return 'ja';
  return 'en';
}
