/**
 * What the builder's skills are called, per language: the data the skill reader
 * (read-skills.ts) is compiled from. Each reading names a skill, the words that ask for it, what
 * it needs to find in the instruction (board items by kind, values such as a URL or e-mails) and
 * the plain clause it says, which the clause readers then turn into a suggestion. Adding a
 * synonym is adding a word here; adding a skill is adding a reading (and corpus cases).
 * See docs/decisions/0022-skills-as-data-and-names-found-on-the-board.md.
 */
import type { Language } from './localized/language.js';
import type { RefType } from './clause-context.js';

export type Words = Readonly<Partial<Record<Language, readonly string[]>>>;

/**
 * Where a Japanese or Thai instruction splits into clauses: sentence ends, joins ("追加して、…",
 * "削除し、…", "削除、…", "削除してから …"), แล้ว and จากนั้น ("and then"), และ ("and") before a verb, แต่ ("but") before a negation. A clause that
 * only gives a value of the one before ("…を追加して、URL は …", "…オンにして、テスターは …") is
 * not split off. English is split by split-clauses.ts.
 */
export const CLAUSE_SPLITS: Readonly<Partial<Record<Language, RegExp>>> = {
  ja: /(?:[。！!\n]|…+|(?<=て|で|し|から|ください|削除|追加|作成|変更|接続|解除|）|\))、)(?!\s*(?:URL|url|エンドポイント|メソッド|テスター|名前|説明|指示|チャネルID|チャンネルID)\s*[はを:：])|、(?:それから|そして|次に|あと)|(?<=[てで]から)\s*(?=[^\s、。にはのでもじ])/,
  th: /\n|,\s*(?=[^,]{1,40}?(?:→|->))|\s+(?=ถ้า)(?<=สร้าง\S*\s*ชื่อ\s*[A-Za-z][\w .-]*?\s+)|(?<=ครับ|ค่ะ|คะ|คับ|จ้า)\s+(?!(?:ครับ|ค่ะ|คะ|นะ|จ้า|\s)+$)(?![\w.%+-]+@)(?!ชื่อ)|\s+แต่\s*(?=ไม่|อย่า)|\s+ส่วน(?=\s*(?:เรื่อง|คำถาม))|\s+(?=(?:ที่เหลือ|นอกนั้น)\S{0,12}(?:ส่ง|ให้|โยน))|(?<!ไป|เรียบร้อย)\s*(?:แล้ว|(?:หลัง)?จากนั้น)(?:ก็)?\s*(?=\S)(?!(?:ครับ|ค่ะ|คะ|นะ|จ้า|\s)+$)|\s+และ(?:ก็)?\s*(?=เปลี่ยน|ลบ|เพิ่ม|สร้าง|เปิด|ปิด|ส่ง|เชื่อม|ตัด|ยกเลิก|ย้าย|แก้|หยุด|ให้|ตั้ง)/,
};

/**
 * English words as Japanese writes them, in katakana or as the Japanese word, for the board's
 * names: "メインルーター" is the Main router, "オーダーズ" is Orders and "注文検索ツール" is the
 * Order lookup tool when the board has items of those names.
 */
export const JAPANESE_WORDS: Readonly<Record<string, string>> = {
  注文: 'order',
  検索: 'lookup',
  照会: 'lookup',
  配達: 'delivery',
  配送: 'delivery',
  営業時間: 'hours',
  送料: 'shipping',
  発送: 'shipping',
  返品: 'returns',
  メイン: 'main',
  ルーター: 'router',
  ルータ: 'router',
  オーダー: 'order',
  オーダーズ: 'orders',
  エフエーキュー: 'faq',
  ルックアップ: 'lookup',
  サポート: 'support',
  ライン: 'line',
  ヘルプ: 'help',
  センター: 'center',
  デスク: 'desk',
  ビリング: 'billing',
  リファンド: 'refund',
  リファンズ: 'refunds',
  ストック: 'stock',
  チェック: 'check',
  状況: 'status',
  ステータス: 'status',
  一般: 'general',
  質問: 'questions',
};

/**
 * English words as Thai says them, for the board's names ("เอฟเอคิว" is FAQ, "เอเจนต์ออเดอร์" is
 * Orders) and what a board item does: "เอเจนต์ที่ดูแลเรื่องออเดอร์" is the agent whose description
 * speaks of orders.
 */
export const THAI_WORDS: Readonly<Record<string, string>> = {
  ออเดอร์: 'order',
  เอฟเอคิว: 'faq',
  ไลน์: 'line',
  เมน: 'main',
  หลัก: 'main',
  เราเตอร์: 'router',
  ลุคอัพ: 'lookup',
  ซัพพอร์ต: 'support',
  บิลลิ่ง: 'billing',
  คำสั่งซื้อ: 'order',
  จัดส่ง: 'delivery',
  พัสดุ: 'delivery',
  เวลาเปิด: 'hours',
  ค่าส่ง: 'shipping',
  คืนสินค้า: 'returns',
  คืนของ: 'returns',
  สถานะ: 'status',
  ทั่วไป: 'general',
  คำถาม: 'questions',
};

/**
 * What a board item does, said before its kind word in Japanese ("営業時間の質問に答えてるエージェント")
 * or after it in Thai ("เอเจนต์ที่ดูแลเรื่องออเดอร์").
 */
export const DESCRIBED_BY: Readonly<Partial<Record<Language, RegExp>>> = {
  ja: /([^\s、。をはが]{2,40}?)(?:に答え(?:る|てる|ている)|を担当(?:する|してる|している)?|を調べる|を扱う|担当の?)\s*(?:(?:サブ)?エージェント|ツール|api|やつ)/i,
  th: /(?:เอเจนต์|agent|ตัว)\s*(?:ที่|ซึ่ง)\s*(?:ดูแล|ตอบ|จัดการ)(?:เรื่อง)?\s*([^\s]{2,40})/,
};

/**
 * One verb said once over several items ("FAQ を Help に、Orders を Shipping に名前変更して",
 * "เปลี่ยนชื่อ Orders เป็น Delivery และ FAQ เป็น Help"): `joins` separates the items, `item` is
 * what an item without a verb of its own looks like, and `verb` finds the verb in the part that
 * has it (the last in Japanese, the first in Thai), to be said again with every item.
 */
export const GAPPED: Readonly<
  Partial<Record<Language, { joins: RegExp; item: RegExp; verb: RegExp; last: boolean }>>
> = {
  // "FAQ を Help に、Orders を Shipping に名前変更して", "FAQ は Help Center、Orders は Delivery
  // という名前にして".
  ja: {
    joins: /、/,
    item: /^[^、。]*[をは][^、。]*[にへ]$|^[^、。]*\s?は\s*[A-Za-z「][^、。]*$/,
    verb: /^(?:.*は\s*[A-Za-z][^、。]*?\s*((?:という|って)名前[^、。]*)|.*[をは].*[にへ]\s*([^にへを、。]+))$/,
    last: true,
  },
  th: {
    joins: /\s+(?:และ|กับ)\s*|\s*,\s*/,
    // ("ส่งเรื่องโปรโมชั่นไปที่ FAQ และเรื่องเคลมสินค้าไปที่ Orders": a topic, then where it goes.)
    item: /^(?:[A-Za-z]|เรื่อง|คำถาม)[^,@]*?\s*(?:เป็น|ไปที่|ไป)\s*\S/,
    verb: /^((?:ส่ง|โอน)(?=เรื่อง|คำถาม)|[\u0E00-\u0E7F]+(?=\s*[A-Za-z]))/,
    last: false,
  },
};

/**
 * "…削除してください。あと Order lookup ツールも。", "ลบ FAQ แล้วก็ Orders ด้วย": one more item
 * for the request before it. `item` finds the item; `verb` finds the request's verb in the part
 * before; `last` says the verb goes after the item.
 */
export const ALSO_ITEM: Readonly<
  Partial<Record<Language, { item: RegExp; verb: RegExp; last: boolean }>>
> = {
  ja: {
    item: /^(?:あと|それと|また|ついでに)?[、\s]*([^、。\s][^、。]*?)\s*も(?:お願い(?:します)?|ね|よろしく)?[。！!]?$/,
    verb: /[をは]\s*([^をはにへ、。\s][^をはにへ、。]*)$/,
    last: true,
  },
  th: {
    // ("แล้วก็ทูล Order lookup ด้วยค่ะ": the item may come with its kind word.)
    item: /^(?:แล้วก็|และ|กับ)?\s*((?:ทูล|เครื่องมือ|เอเจนต์|เราเตอร์)?\s*[A-Za-z][^,]*?)\s*ด้วย(?:นะ)?(?:ครับ|ค่ะ|คะ|จ้า)?$/,
    verb: /^([\u0E00-\u0E7F]+)(?=\s*[A-Za-z])/,
    last: false,
  },
};

/**
 * A bracketed aside that says what stays or why ("（ツール自体は削除しないでください）", "(ไม่ต้อง
 * disconnect)", "(อันนั้นอีเมลกลาง ไม่มีใครใช้แล้ว)"): it asks nothing.
 */
export const KEPT_ASIDE: Readonly<Partial<Record<Language, RegExp>>> = {
  // ("LINE はそのままで", "- fallback はそのまま(human)": a line that only says what stays.)
  // ("連携は切らないでください", "ツール自体は消さないで": a sentence that only says what stays.)
  ja: /[（(][^）)]*(?:しないで|しません|残して|残します|そのまま)[^）)]*[）)]|(?<=^|[\n。？?！!])[ \t]*(?:連携|接続|(?:ツール|エージェント|それ)?自体)(?:は|も)\s*(?:切らないで|外さないで|消さないで|削除しないで|解除しないで|(?:そのまま)?残して(?:おいて)?|そのまま)(?:ください|下さい|ね|ほしいです|OK|大丈夫|いい)?(?:です)?(?=[。\n]|$)。?|(?<=^|\n)[ \t]*(?:[・*-]|[①-⑳]|\d+[.)．])?[ \t]*[^\n。、をにてで]{1,30}?(?:は|も)\s*(?:そのまま|このまま)(?:で|でOK|でお願いします)?\s*(?:[（(][^）)\n]*[）)])?\s*。?(?=\n|$)/g,
  // ("เดี๋ยวเทสเสร็จจะมาบอกให้เปิดไลน์อีกที": what the writer will come back to ask, later.)
  th: /[(（][^)）]*(?:ไม่ต้อง|อย่า|เก็บไว้|ไม่มีใคร|เพราะ)[^)）]*[)）]|(?<=^|\s)\S*(?:จะมาบอก|จะบอกอีกที|จะแจ้งอีกที)\S*/g,
};

/** Spoken contractions, as their written forms: "FAQ にしといて" is "FAQ にしておいて". */
/**
 * English verbs Japanese and Thai staff type inside a request in their own language ("FAQ を delete
 * して", "ช่วย disable LINE ให้หน่อย"), and the word each language has for them.
 */
const ENGLISH_VERBS: readonly (readonly [english: string, ja: string, th: string])[] = [
  ['delete|remove', '削除', 'ลบ'],
  ['add', '追加', 'เพิ่ม'],
  ['create|make', '作成', 'สร้าง'],
  ['update|change|edit|modify', '変更', 'เปลี่ยน'],
  ['rename', 'リネーム', 'เปลี่ยนชื่อ'],
  ['enable|activate', '有効化', 'เปิด'],
  ['disable|deactivate', '無効化', 'ปิด'],
  ['disconnect|unlink', '切断', 'ตัดการเชื่อมต่อ'],
  ['route', '振り分け', 'ส่ง'],
  ['connect', '接続', 'เชื่อมต่อ'],
];

/** Each English verb before what Japanese says after a verb ("で", "して", "お願い"). */
const ENGLISH_VERBS_IN_JAPANESE = ENGLISH_VERBS.map(
  ([english, ja]) =>
    [
      new RegExp(
        `(?<![A-Za-z])(?:${english})(?![A-Za-z])(?=\\s*(?:で|して|しと|しておいて|する|しよう|したい|お願い|を?お願い|。|$))`,
        'gi',
      ),
      ja,
    ] as const,
);

/**
 * Each English verb after a Thai word or at the start, before what it acts on; written against
 * the Thai words around it, as Thai is ("ช่วย delete กฎ…" is "ช่วยลบกฎ…").
 */
const ENGLISH_VERBS_IN_THAI = ENGLISH_VERBS.map(
  ([english, , th]) =>
    [
      new RegExp(
        `(?<=^|[\\u0E00-\\u0E7F])\\s?(?:${english})(?=\\s)(?:\\s(?=[\\u0E00-\\u0E7F]))?`,
        'gi',
      ),
      th,
    ] as const,
);

/** "human agent" in a Japanese or Thai message is a person, never a sub-agent called "human". */
const HUMAN_AGENT: readonly [RegExp, string] = [/\bhuman agents?\b/gi, 'human'];

export const SPOKEN_FORMS: Readonly<
  Partial<Record<Language, readonly (readonly [RegExp, string])[]>>
> = {
  // ("なまえ…にかえて" is 名前…に変えて; "くださーい" is ください.)
  ja: [
    // Voice input without marks: "…作ってください請求と…", "訂正ですFAQ は…", "…を追加して返品の…",
    // "大変なのでFAQ に…": a sentence or a clause ends where a request, a reason or a te-form
    // meets the next word (never inside a quote; not "について", "として", nor "って").
    [
      /(ください|下さい|お願いします|お願いいたします|お願い致します|(?<=[ぁ-ん一-龯])(?:ます|です)(?:か|でしょうか)?|でしょうか)(?=[一-龯ァ-ヶA-Za-zＡ-Ｚａ-ｚ0-9「])(?![^「」\n]*」)/g,
      '$1。',
    ],
    // ("…大変なのでFAQ に回して", "オンにしてLINE は…": a reason's or a request's end before a name.)
    [/(ので|(?<=に)して)(?=[A-Za-zＡ-Ｚａ-ｚ「])(?![^「」\n]*」)/g, '$1、'],
    [
      /(?<=[一-龯]|[一-龯][しりきちみびいえけせべめれ])(?<!(?:につ|とし|に対し|にとっ|によっ|を通し|に関し))(して|いて|んで|て)(?=[一-龯ァ-ヶA-Za-z「])(?!名前|言|いう)(?![^「」\n]*」)|(?<=[作持送切取貼]っ)(て)(?=[一-龯ァ-ヶA-Za-z「])(?!名前|言|いう)(?![^「」\n]*」)/g,
      '$1$2、',
    ],
    [/(?<=[しっえけせてべめれい])とい(?=て)/g, 'ておい'],
    // "サブエージェント追加よろ！", "FAQ削除たのむ": a casual "please".
    [
      /(追加|削除|変更|作成|接続|解除|設定)(?:よろ(?:しく)?|頼む|たのむ)(?=[！!。、\s]|$)/g,
      '$1して',
    ],
    // A new tool given as labelled lines under the request: "ツール追加お願いします！\n名前：在庫チェック
    // \n・メソッド：POST\n・URL：https://…": one request to make it, with its method and address.
    [
      /ツール[^\n]{0,30}?(?:追加|作成|新規|作って)[^\n]*(?:\n[ \t]*[・*-]?[ \t]*(?:ツール名|名前|名称)\s*[：:]\s*([^\n/]+?)[ \t]*(?=\n|$))(?:\n[ \t]*[・*-]?[ \t]*(?:メソッド|method)\s*[：:]\s*(GET|POST|PUT|PATCH|DELETE))?(?:\n[ \t]*[・*-]?[ \t]*(?:(?:URL|エンドポイント|接続先)\s*[：:]\s*)?((?:(?:GET|POST|PUT|PATCH|DELETE)\s+)?https?:\/\/\S+))?/gi,
      '「$1」というツールを追加して $2 $3',
    ],
    // "…ツールを作成GET https://… Orders に付与": the method and address right after the request
    // are the new tool's, as if in brackets.
    [
      /(ツール\s*(?:を)?\s*(?:作成|追加|作って)(?:して)?)\s*((?:GET|POST|PUT|PATCH|DELETE)\s+https?:\/\/[^\s、。）)]+)/g,
      '$1（$2）、',
    ],
    // "tool追加：在庫確認 / GET https://…": an engineer's one-line note of a new tool.
    [
      /(?:ツール|tool)\s*(?:を)?(?:追加|作成|新規)\s*[：:]\s*(?:name\s*=\s*)?([^/／\n]+?)\s*[/／]\s*(?:(GET|POST|PUT|PATCH|DELETE)\s+)?(https?:\/\/\S+)/gi,
      '「$1」というツールを追加して $2 $3',
    ],
    // "FAQの指示を次のように変えてください：\n「…」": the value said on the next line.
    [
      /(を)(?:次|以下|下記)のように(変え|変更し|修正し|更新し)([^\n「]*?)[：:]?\s*\n\s*(「[^」]+」)/g,
      '$1$4に$2$3',
    ],
    // "接続先を下記へご変更いただけますでしょうか。\n\n新URL：https://…": the address on a line below.
    [
      /(を)(?:下記|以下|次)(?:へ|に|の(?:通り|とおり)に?)\s*(?:ご)?(変更|変え|修正|更新|差し替え)([^\n]*)\n(?:\s*\n)*\s*(?:新しい|新)?\s*(?:URL|エンドポイント|接続先)\s*[：:]\s*(https?:\/\/\S+)/gi,
      '$1 $4 に$2して$3',
    ],
    // "ルーターを新しく作ってください。名前は「週末」でお願いします": the new item's name said next.
    [
      /(ルーター|サブエージェント|エージェント|ツール)を?(?:新しく|新規に?|新規で)?(?:作って|作成して|追加して)(?:ください|下さい|ほしいです)?[。、！!]\s*(?:名前|名称)は?\s*「([^」]+)」(?:で(?:お願いします|お願いいたします)?)?/g,
      '「$2」という$1を作成して',
    ],
    // "Ordersに Order lookup を使わせないでください": the tool taken from it.
    [/(を|は)\s*(?:使わせないで|使えないように(?:して)?)/g, '$1外して'],
    // "注文状況のルールは消して", "連携外しといて": the item marked as the topic, or with no を.
    [/(ルール)は(?=\s*(?:[^、。\n]{0,12}?(?:ので|から)、?\s*)?(?:消|削除|外))/g, '$1を'],
    [/(?<!を)連携(?=外|解除)/g, '連携を'],
    // "alice@… だけ外して": that one tester goes (not "keep only her").
    [/([\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s*(?:さん)?\s*だけ\s*(?=外|削除|消)/g, '$1 をテスターから'],
    // "…の問い合わせもオーダーズに回して": "も" (too) marks the topic as "は" does.
    [/(問い合わせ|質問|相談)も(?=\s*[^\s、。]{1,30}?\s*に\s*(?:回|送|振))/g, '$1は'],
    // "注文状況のルール、もう要らんから消しといて": that it is no longer needed, said between the
    // item and the verb, is only the reason.
    [
      /(?<=(?<!に)[をは]\s*|、\s*)(?:もう)?(?:不要な?|要らな[いく]|要らん|いらな[いく]|いらん|使わな[いく]|使ってな[いく]|使っていな[いく]|必要な[いく])(?:なった|なりました)?(?:ので|から|ため)、?\s*/g,
      '',
    ],
    // "FAQ の名前、ヘルプデスクに変えて": a field said as a topic; "チャンネル ID は …".
    [
      /(?<=名前|説明|指示|メソッド|エンドポイント)、(?=[^。、\n]{1,40}に(?:変|して|変更|更新))/g,
      'を',
    ],
    [/(チャン?ネル)\s+ID/gi, '$1ID'],
    // "https://… に GET で問い合わせます": the method and the address of what was just named.
    [
      /(https?:\/\/[^\s、。]+)\s*[にへ]\s*(GET|POST|PUT|PATCH|DELETE)\s*で(?:問い合わせ|リクエスト|アクセス|呼び出|叩)[^\s。\n]{0,6}?(?:ます|する)(?=\s*[。\n]|\s*$)/g,
      '$2 $1',
    ],
    // "「Tuition」というエージェントを追加（月謝の問い合わせを担当）": what it handles, in brackets.
    [
      /(?<=追加|作成|作って)(?:して(?:ください)?)?\s*[（(]([^（）()\n]{2,60}?を担当)(?:する|します)?[）)]/g,
      'して、$1させて',
    ],
    // "ルールを追加: 保険料の質問 → FAQ": the arrow says the rule.
    [/(?:ルーティング)?ルールを?(?:追加|足)[^:：\n]{0,20}?[:：]\s*(?=[^\n]*(?:→|->))/g, ''],
    // "注文検索ツールがまだ GET のままなら、POST に": a condition on how it is now, then the change.
    [
      /(?<=^|[\s、。])([^\s、。がは]{1,20})\s*[がは]\s*(?:まだ|今も)?\s*[^\s、。]{1,12}?\s*のまま(?:なら|だったら|であれば|の場合は?)、?\s*/g,
      '$1 を',
    ],
    // "LINE が無効になっていたら、有効に戻して": a condition on whether it is on now, then the change.
    [
      /(?<=^|[\s、。])([^\s、。がは]{1,20})\s*[がは]\s*(?:無効|有効|オフ|オン|停止中?)(?:に|の)?(?:なって(?:い)?(?:たら|れば)|なら|だったら|であれば|の(?:場合|とき)は?)、?\s*/g,
      '$1 を',
    ],
    // "テスターは owner@… 以外、全員外して": only that tester stays.
    [
      /(?<![^\s、。])([^\s@、。]+@[^\s@]+?)\s*以外(?:は)?、?\s*(?:全員|みんな|すべて|全部)(?:外|削除|消)[^。]*/g,
      '$1 だけにして',
    ],
    // "Orders を「配送」にリネーム、じゃなくて「配送窓口」で": the value said last.
    [
      /「[^」]*」([^「」。]*?)、?\s*(?:じゃなくて|ではなくて|じゃなく|ではなく)\s*(「[^」]*」)で?/g,
      '$2$1',
    ],
    // "【ルーティング】" alone on a line heads what follows; "【新規】…", "【至急】…" open a request.
    [/^[ \t]*【[^】\n]*】[ \t]*$/gm, ''],
    [/【([^】\n]{1,12})】/g, '$1 '],
    // "FAQ を delete して", "テストモードを enable で": an English verb said in Japanese.
    ...ENGLISH_VERBS_IN_JAPANESE,
    // "クーポンの質問 → FAQ。よろしくお願いします。": a closing courtesy is no part of the last line.
    [
      /[。！!]\s*(?:よろしく(?:お願い(?:します|いたします|致します))?|お願いします)[。！!]*\s*$/,
      '。',
    ],
    // "…ルール 削除", "LINE の連携 解除": a memo's verb after the item, without を.
    [
      /([^\s、。をはがもにへ「」])\s*(削除|解除|追加|作成|無効化|有効化)(?=\s*(?:[。\n]|$))/g,
      '$1を$2して',
    ],
    // "接続を一旦解除して", "FAQ をとりあえず削除": an adverb between the item and its verb.
    [/(?<=を)\s*(?:一旦|いったん|ひとまず|とりあえず|すぐに?|至急|早急に|急ぎで)\s*/g, ''],
    // "返品の問い合わせは Orders 宛てにしてください", "…は Orders 担当でお願いします": where they go.
    [
      /([A-Za-z][\w .-]*?)\s*(?:宛て?|担当)(?:に(?:して|する)|で)(?=ください|下さい|お願い|ね|。|$)/g,
      '$1 に回して',
    ],
    // "tanaka@… さんだけテストできるようにして": only they are testers.
    [
      /((?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+\s*(?:さん)?\s*(?:と|、|,)\s*)*[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s*(?:さん)?\s*だけ(?:が)?\s*(?:テスト|試せる|使える|話せる)(?:できる)?ように(?:して)?/g,
      'テスターは $1 だけにして',
    ],
    // "…FAQ が答えるようにしたいです": the state wanted is asked for.
    [/ようにしたい(?:です|んです|と思います)?/g, 'ようにして'],
    // "…人間に回すようにして": make it route, said as route.
    [/回すようにして/g, '回して'],
    // "配送遅延の問い合わせを Orders に送るルールを追加して", "「送料」って来たら FAQ に送るルール
    // 足しといて": a rule that sends something somewhere is the route itself.
    [
      /(?:を|って来たら|が来たら|と来たら)\s*([^\s、。を]+?)\s*[にへ](?:送る|回す|振り分ける|流す|転送する|飛ばす)ルール(?:を)?\s*(?:追加|作成|足|作|入れ)[^。\n]*/g,
      'は $1 に回して',
    ],
    [/振り分けるようにして/g, '振り分けて'],
    // "注文状況のルールを Main router から外して": a rule is the router's already.
    [/\s*(?:[A-Za-z][\w ]*?router|[゠-ヿ]*ルーター)\s*から(?=[^。\n]*ルール|[^。\n]*外)/gi, ''],
    // "一般的な質問を FAQ に振ってるルール、消しといて": the item, then what to do with it.
    [
      /(ルール|エージェント|ツール|ルーター|連携|接続)、\s*(?=[^、。をはにが\n]{1,20}(?:[。！!？?\n]|$))/g,
      '$1を',
    ],
    // "すみません、…", "お手数ですが、…", "可能であれば、…": a polite opening, not a correction
    // ("…でした").
    [
      /^\s*(?:すみません|すいません|恐れ入りますが|恐れ入ります|お手数ですが|お手数をおかけしますが|(?:お忙しいところ)?恐縮ですが|可能であれば|可能でしたら|できれば|出来れば|よろしければ|差し支えなければ)[、,]\s*(?![^。]*でした)/,
      '',
    ],
    // Kansai: "外してや", "外してくれへん？", "はよ戻して": a request, said in the west.
    [/(?<=て)や(?=[。！!？?、\s]|$)/g, ''],
    [/(?<=て)くれへん[？?]?/g, 'ください'],
    [/(?<=^|[、。\s])はよ(?=\S)/g, ''],
    // "名前変更：Main router → 受付ルーター": the arrow is the rename.
    [/名前変更\s*[：:]\s*(?!「)/g, ''],
    // A new item's "ルーティング：…はここへ": its questions go to it.
    [
      /ルーティング\s*[：:]\s*([^\n]+?)は\s*(?:ここ|こちら|そこ|そちら)(?:へ|に)?\s*。?$/gm,
      '$1はそこに回して',
    ],
    // "Orders の指示、今のままやとあかんわ。「…」に変えといて": the field, a remark on it, then
    // its new value.
    [/(説明|指示|名前)、[^。\n「」]{1,30}。\s*(「[^」\n]+」に)/g, '$1を$2'],
    // "Orders の説明変更、「…」": the new value after the field's change.
    [
      /(説明|指示|名前)(?:を)?(?:変更|修正)(?:で|して)?\s*[、:：]\s*(「[^」\n]+」)/g,
      '$1を$2に変更して',
    ],
    // "Reservations というエージェントを追加（予約の受付を担当）": what it does, in brackets.
    [
      /(「[^」\n]{1,40}」|[A-Za-z][\w .-]{0,40}?)\s*(?:という|って)((?:サブ)?エージェント)を(追加|作成)(?:して)?(?:ください)?\s*[（(]([^）)\n]{1,80}?)(?:を担当(?:する)?|に答える|に回答する|に対応する)?[）)]/g,
      '$4を担当する $1 という$2を$3して',
    ],
    // "粗大ごみの質問は FAQ が答えるようにして": who answers a topic is where it goes.
    [
      /([^\n。、]{2,60}?(?:質問|問い合わせ|お問い合わせ|相談))は\s*([A-Za-z][\w .-]{0,40}?)\s*(?:が|で)(?:答える|回答する|対応する|担当する|受ける|引き受ける)ように(?=して|設定|お願い|。|$)/g,
      '$1は $2 に回す',
    ],
    // "ＬＩＮＥの停止を解除し": the pause lifted, LINE on again.
    [/(?:の)?停止を解除/g, 'を再開'],
    // "Order lookupは消さずに、名前だけ…": what is not done goes; its subject stays.
    [/(?<=\S)は[^、。\n]{1,12}?(?:さ|わ|ら|か|が|た|ま|な|ば|せ)ずに、\s*/g, 'は'],
    // "…ルールは削除でお願いします", "…いらんわ、消しといて": deleted, asked as a noun or in Kansai.
    [
      /(?:\s*(?:は|を))?削除で(?:お願い(?:します|いたします)?|よろしく(?:お願いします)?)/g,
      'を削除して',
    ],
    [
      /(?<=ルール)(?:は|を)?(?:もう)?(?:いらん|要らん|いらない|要らない)(?:わ|から|ので)?、?\s*(?=消|削除|外)/g,
      'を',
    ],
    // "「週末対応」ってルーター": って names as という does.
    [
      /(」|[A-Za-z0-9])\s*って(?:いう)?\s*(?=(?:新しい|新規の?)?(?:ルーター|サブエージェント|エージェント|ツール))/g,
      '$1という',
    ],
    // "…サブエージェントを「予約受付」って名前で追加", "「コーデ相談」エージェント追加して": the name,
    // then the kind it is.
    [
      /((?:サブ)?エージェント|ツール|ルーター)を\s*(「[^」\n]+」)\s*(?:って|という|の)名前で\s*/g,
      '$2という$1を',
    ],
    [
      /(」)\s*((?:サブ)?エージェント|ツール|ルーター)\s*を?\s*(?=追加|作成|作って|作る|新規作成)/g,
      '$1という$2を',
    ],
    // "LINE は切断じゃなくて無効化で": the change denied goes, the one asked stays.
    [/(?:接続の?解除|切断|削除|解除)(?:じゃなくて|ではなくて?)/g, ''],
    // "FAQ は削除しないで、名前を…変えて": what is not to be done, before what is.
    [/(?<=削除|変更|追加|停止|解除)しないで(?:ください)?、/g, 'せず、'],
    [/なまえ/g, '名前'],
    // "FAQさんの口調": a board name with a polite "さん" is the name.
    [/(?<=[A-Za-z])さん/g, ''],
    // Voice input's homophone: "FAQの支持に…" is 指示 (instructions).
    [/支持(?=\s*(?:に|を|は|も|文))/g, '指示'],
    // "Support LINE、一旦クローズで", "また動かして": LINE stopped and started again, in katakana and
    // plain words.
    [/(LINE|ライン)\s*の\s*(?:bot|ボット|返信)(?=\s*[、をはも])/gi, '$1'],
    [/(?<=(?:LINE|ライン)[^。\n]{0,30}?)クローズ/g, '停止'],
    [/(?<=(?:LINE|ライン)[^。\n]{0,30}?)(?:また|再び|もう一度)動かして/g, '再開して'],
    // Kansai: "ほんで説明も…にしてや" is "それで説明も…にして".
    [/ほんで/g, 'それで'],
    [/(して|にして|といて)や(?=[。！!\n]|$)/g, '$1'],
    [/(?<=に)かえ(?=て|る)/g, '変え'],
    [/(?<=くださ)ー+(?=い)/g, ''],
    // A ticket's "内容：… ツールを追加する": the plain form asks too.
    [/(追加|削除|変更|作成|接続|解除|設定)する(?=\s*(?:$|[。\n]))/gm, '$1して'],
    // "LINE追加: Acme Fashion LINE (channel id: …)", "新規tool: 在庫車検索 (http)", "新tool「整備予約」:
    // POST https://…": an engineer's note of a new item, its name after the colon, and the
    // method and address after it or on the line below.
    [
      /(?:(LINE|ライン|ツール|tool|(?:サブ)?エージェント|agent|ルーター|router)\s*を?\s*(?:追加|新規|作成)|(?:新規|新)\s*(LINE|ツール|tool|(?:サブ)?エージェント|agent|ルーター|router))\s*(?:[:：]\s*「?|「)([^「」()（）\n、,/／:：]+?)」?(?=\s*(?:[(（、,\n:：]|$))/gi,
      '「$3」という$1$2を追加して',
    ],
    [
      /(という(?:ツール|tool)を追加して)\s*(?:[:：]\s*|[^\n]*\n[ \t]*)((?:GET|POST|PUT|PATCH|DELETE)\s+https?:\/\/[^\s、。）)]+)/gi,
      '$1（$2）',
    ],
    HUMAN_AGENT,
    // "それ意外は" is "それ以外は" mistyped.
    [/それ意外(?=は|の)/g, 'それ以外'],
    // "テストモード off でお願いします", "LINE を on にして": on and off, said in English.
    [/(?<![A-Za-z])on(?![A-Za-z])(?=\s*(?:に|で|して|お願い|。|$))/gi, 'オン'],
    [/(?<![A-Za-z])off(?![A-Za-z])(?=\s*(?:に|で|して|お願い|。|$))/gi, 'オフ'],
    // "rule追加: 料金プラン → FAQ": the arrow says the rule.
    [/(?:rule|ルール)\s*を?\s*(?:追加|新規)\s*[:：]\s*/gi, ''],
  ],
  // "ให้หน่อยน้าาา", "ค่าาา": a letter stretched in chat is said once, and the particle is นะ or ค่ะ.
  th: [
    // "ช่วย disable LINE ให้หน่อย": an English verb said in Thai.
    ...ENGLISH_VERBS_IN_THAI,
    HUMAN_AGENT,
    // "สร้างเอเจนต์ชื่อ Complaints สำหรับ… โดยให้กล่าวขอโทษลูกค้าก่อน…": what it is told, after what it is for.
    [
      // (Read forwards from the name: a lookbehind here was slow on long messages.)
      /(ชื่อ\s*[A-Za-z][^\n]*?)\s+โดยให้\s*([^\n"]+?)(?:\s*(?:ด้วย)?(?:ครับ|ค่ะ|คะ|นะคะ|นะครับ))?(?=\n|$)/g,
      '$1 คำสั่ง "$2"',
    ],
    // English verbs written in Thai script: "ครีเอททูล", "แอดให้ FAQ", "ดีลีท" (never "แอดมิน").
    [/ครีเอท/g, 'สร้าง'],
    [/แอด(?!มิน)/g, 'เพิ่ม'],
    [/ดีลีท|ดีลีต/g, 'ลบ'],
    // "ใช้ชื่อ Acme Air LINE": named so (never "use" a tool).
    [/ใช้ชื่อ/g, 'ชื่อ'],
    // "… ให้ FAQ ไม่ใช่ Orders นะคะ", "… หน่อย FAQ ไม่ต้องแก้", "… แต่ยังไม่ต้องเปิดโหมดทดสอบนะคะ": what
    // is not wanted, said after the request, is left as it is.
    [/\s*ไม่ใช่\s*[A-Za-z][\w .-]{0,30}?(?=\s*(?:นะ|ครับ|ค่ะ|คะ|จ้า)*\s*$)/, ''],
    // "ทูล Order lookup ขอเปลี่ยนชื่อเป็น เช็คพัสดุ": the item first, then its new name.
    [
      /(?<=^|\n)[ \t]*((?:ทูล|เครื่องมือ|เอเจนต์|ซับเอเจนต์|เราเตอร์)?\s*[A-Za-z][\w .-]{0,40}?)\s+(?:ขอ|ช่วย)?เปลี่ยนชื่อ(?:เป็น|ให้เป็น)/g,
      'เปลี่ยนชื่อ$1 เป็น',
    ],
    // "ช่วยเพิ่มคำสั่งให้ Orders ว่า …", "ขอเพิ่ม instruction ให้ FAQ: …", "ฝากบอก Orders ด้วยว่า …":
    // words added to its instructions.
    [
      /(?:ช่วย|ขอ|รบกวน)?(?:เพิ่ม\s*(?:คำสั่ง|instructions?)\s*(?:ให้|ของ)?|ฝากบอก)\s*([A-Za-z][\w .-]{0,40}?)\s*(?:ด้วย)?(?:ว่า|\s*[:：])\s*/g,
      'บอก $1 ว่า ',
    ],
    // "แก้ไขคำอธิบาย Orders: …", "Orders เขียนคำอธิบายใหม่ให้หน่อย: …": its new description.
    [
      /(?:แก้(?:ไข)?|เปลี่ยน|เขียน)\s*(?:คำอธิบาย|description)(?:ใหม่)?\s*(?:ของ)?\s*((?:tool|ทูล|เครื่องมือ)?\s*[A-Za-z][\w .-]{0,40}?)\s*[:：]\s*/g,
      'เปลี่ยนคำอธิบาย $1 เป็น ',
    ],
    [
      /([A-Za-z][\w .-]{0,40}?)\s*(?:เขียน|แก้)คำอธิบายใหม่(?:ให้หน่อย|ให้ที)?\s*[:：]\s*/g,
      'เปลี่ยนคำอธิบาย $1 เป็น ',
    ],
    // "เขียนคำสั่ง Orders ใหม่เป็น …": its field, written anew.
    [
      /เขียน\s*(คำสั่ง|คำอธิบาย|instructions?|description)\s*(?:ของ)?\s*([A-Za-z][\w .-]{0,40}?)\s*ใหม่(?=\s*(?:เป็น|ว่า))/gi,
      'แก้$1 $2 ',
    ],
    // "เพิ่มกฎ: คำถามเรื่องโปรโมชั่น ส่งไป FAQ", "เพิ่ม rule ใหม่ใน Main router: ถ้าลูกค้าถามเรื่อง… ให้ไป
    // Billing": the rule, after its label.
    [/(?:ช่วย)?เพิ่ม\s*(?:rule|กฎ)(?:ใหม่)?(?:\s*ใน\s*[A-Za-z][\w ]{0,30}?router)?\s*[:：]\s*/gi, ''],
    [/ถ้าลูกค้าถาม(เรื่อง\S+?)\s*(?:ก็)?(?:ให้)?(?:ส่ง)?ไป(?:ที่)?\s*(?=[A-Za-z])/g, 'ส่ง$1ไป '],
    // "Orders อยากให้อธิบายว่า …": how it is to be described, its description.
    [/([A-Za-z][\w .-]{0,40}?)\s*(?:อยากให้|ขอให้)?อธิบายว่า\s*/g, 'เปลี่ยนคำอธิบายของ $1 เป็น '],
    // "ชื่อ: เช็คสต็อก / method: GET / url: …": a new tool's labelled fields, said as a sentence.
    [/ชื่อ\s*[:：]\s*/g, 'ชื่อ '],
    [/\s*(?:\/\s*)?(?:method|เมธอด)\s*[:：]?\s*(?=(?:GET|POST|PUT|PATCH|DELETE)\b)/gi, ' '],
    [/\s*(?:\/\s*)?(?:url|ลิงก์)\s*[:：]?\s*(?=https?:)/gi, ' '],
    // "ขอเราเตอร์อีกตัวชื่อ Express", "ขอซับเอเจนต์ใหม่ชื่อ …": another one, asked for.
    [/ขอ(?=(?:เราเตอร์|ซับเอเจนต์|เอเจนต์|ทูล|เครื่องมือ)(?:อีก(?:ตัว|อัน)|ใหม่))/g, 'สร้าง'],
    // "สร้าง Concierge ไว้ตอบเรื่อง…": made to answer, so a sub-agent.
    [/สร้าง\s*([A-Za-z][\w.-]*(?: [A-Za-z][\w.-]*){0,3})\s*(?=ไว้(?:ตอบ|ดูแล))/g, 'สร้างเอเจนต์ชื่อ $1 '],
    // "เปลี่ยนชือ": "ชื่อ" typed without its tone mark.
    [/(?<=เปลี่ยน|ตั้ง|แก้)ชือ/g, 'ชื่อ'],
    // "กฏ" is how "กฎ" (a rule) is often misspelt.
    [/กฏ/g, 'กฎ'],
    // "ถ้ามีคนถามเรื่อง X ให้ส่งไปที่ FAQ": questions about X go to FAQ.
    [
      /ถ้า\s*(?:มี)?(?:คน|ใคร|ลูกค้า|สมาชิก|นักเรียน|ผู้ป่วย|แขก)?\s*(?:มา)?ถาม(?:เรื่อง|เกี่ยวกับ)\s*(.+?)\s*ให้\s*(?:ส่ง|โยน)\s*(?:ต่อ)?(?:ไป)?(?:ที่|หา|ให้)?\s*(?=[A-Za-z\u0E00-\u0E7F])(?![^"”\n]*["”])/g,
      'ส่งคำถามเรื่อง $1 ไปที่ ',
    ],
    // "สร้าง sub agent ชื่อ …": the English kind word, typed with a space.
    [/\bsub[ _]agent/gi, 'sub-agent'],
    // "ชื่อจองคลาสให้ตอบเรื่อง…": a Thai name typed against what it is for ends there.
    [
      /(ชื่อ(?:ว่า)?)\s*([\u0E00-\u0E7F]{2,30}?)(?=ให้ตอบ|ให้ดูแล|ไว้ตอบ|ไว้ดูแล|ที่ตอบ|ที่ดูแล|สำหรับ|ดูแลเรื่อง|ตอบเรื่อง)/g,
      '$1 $2 ',
    ],
    // "ชื่อ “นัดหมอ”": curly quotes around a name quote it as straight ones do.
    [/“([^”\n]*)”/g, '"$1"'],
    // "ปิดใช้งาน LINE ไม่ใช่ยกเลิกการเชื่อมต่อนะ": the change denied goes, the one asked stays.
    [/\s*ไม่ใช่\s*(?:การ)?(?:ยกเลิกการเชื่อมต่อ|ตัดการเชื่อมต่อ|ลบ)[\u0E00-\u0E7F]*/g, ''],
    // (At the end of its line: "…ยังไม่ต้องยกเลิกการเชื่อมต่อ\n\nจึงเรียนมา…".)
    [
      /(?<=\S)[ \t]+(?:แต่[ \t]*)?(?:[A-Za-z][\w.-]*[ \t]*)?(?:ยัง)?ไม่ต้อง[\u0E00-\u0E7F ]{1,30}?$/m,
      '',
    ],
    // "FAQ ให้ใช้ tool Order lookup ด้วย ส่วน Orders ไม่ต้อง": the one left out is left as it is.
    [/\s*ส่วน\s*[A-Za-z][\w .-]{0,30}?\s*ไม่ต้อง\S{0,12}\s*$/, ''],
    // "FAQ ไม่ต้องลบนะ แค่เปลี่ยนคำอธิบาย…": what not to do, then the only change wanted.
    [
      /\s*ไม่ต้อง[\u0E00-\u0E7F]{1,12}?(?:\s*([A-Za-z][\w.-]*(?: [A-Za-z][\w.-]*){0,3}))?\s*(?:นะ)?(?:ครับ|ค่ะ|คะ|จ้า)?\s+แค่\s*/g,
      ' $1 ',
    ],
    // "เปลี่ยนคำอธิบาย Orders เป็น "…" และคำสั่ง FAQ เป็น "…"": the verb goes on to the next field.
    [
      /(เปลี่ยน|แก้)((?:คำอธิบาย|คำสั่ง|ชื่อ)[^"“\n]{0,40}?["“][^"”\n]*["”])\s*(?:และ|กับ)\s*(?=(?:คำอธิบาย|คำสั่ง|ชื่อ)(?:ของ)?\s*[A-Za-z])/g,
      '$1$2 แล้ว$1',
    ],
    [
      /(เปลี่ยน|แก้)((?:คำอธิบาย|คำสั่ง)(?:ของ)?\s*([A-Za-z][\w.-]*(?: [A-Za-z][\w.-]*){0,2})\s*เป็น\s*["“][^"”\n]*["”])\s*(?:และ|กับ)\s*(คำอธิบาย|คำสั่ง)(?=\s*เป็น)/g,
      '$1$2 แล้ว$1$4ของ $3 ',
    ],
    // "เชื่อมต่อ LINE channel 1657067890 ชื่อ …": the English word after LINE names nothing more.
    [/\b(LINE)\s+channel\b/gi, '$1'],
    // "ช่วยเพิ่ม rule ให้ Main router หน่อย: … -> FAQ": the arrow says the rule.
    [/(?:ช่วย)?เพิ่ม\s*(?:rule|กฎ)[^:\n]{0,40}?:\s*(?=[^\n]*(?:→|->))/g, ''],
    // "ถ้า LINE ปิดอยู่ ช่วยเปิดให้หน่อย": a condition on whether it is on now, then the change.
    [/ถ้า\s*(\S.{0,30}?)\s*(?:ยัง)?(?:ปิด|เปิด)(?:อยู่|ไว้)(?:\s*(?:ละก็|ล่ะก็|นะ))?\s+/g, '$1 '],
    // "เนื่องจากลูกค้าถามเยอะ เปลี่ยนชื่อ …": the reason first, then the request.
    [/^\s*(?:เนื่องจาก|เพราะ(?:ว่า)?)\S+\s+(?:(?:จึง|เลย)\s*)?(?=\S)/, ''],
    // "… ชื่อ School LINEนะคะ": a particle typed against the name ends the message, not the name.
    [/(?<=[A-Za-z0-9])((?:นะ)?(?:ครับ|ค่ะ|คะ|คับ|จ้า)|นะ)(?=\s*$)/, ' $1'],
    // "ไม่ต้องส่งคำถามทั่วไปไปที่ FAQ แล้วค่ะ": no need to send them there any more.
    [
      /ไม่ต้อง\s*(?:ส่ง|โยน)\s*(\S.*?)\s*ไป(ที่|หา)?\s*([A-Za-z][\w.-]*(?: [A-Za-z][\w.-]*)?)\s*(?:แล้ว|อีกแล้ว|อีกต่อไป)/g,
      'เลิกส่ง$1ไป$2 $3 ',
    ],
    // "คำถามเรื่องคืนเงินให้ไป Billing นะคะ": questions about it should go there.
    [
      /(คำถาม\S*)\s*ให้\s*ไป(ที่|หา)?\s*(?=[A-Za-z][\w .-]*?\s*(?:นะ|ครับ|ค่ะ|คะ|ด้วย|หน่อย|$))/g,
      '$1 ส่งไป$2 ',
    ],
    // "อยากให้แชทที่ไม่เข้ากฎไหนเลยไปที่ Orders": where chats should go, asked as a wish.
    [/อยากให้\s*(?!ส่ง)(\S.*?)\s*ไป(ที่|หา)/g, '$1ส่งไป$2'],
    // "ลูกค้าถามเรื่องผ่อนชำระเยอะมาก เลยอยากให้ส่งคำถามพวกนี้ไปที่ FAQ": "these questions" are the
    // ones just said.
    [
      /(ถาม(?:เรื่อง|เกี่ยวกับ)\s*)(\S+?)(?=\s|เยอะ|บ่อย|กันมาก|มาก|ทุกวัน)([^\n]*?)คำถาม(?:พวก|เหล่า)นี้/g,
      '$1$2$3คำถามเรื่อง$2',
    ],
    // (Not อ: "ชื่อออเดอร์" is ชื่อ and ออเดอร์.)
    [/([\u0E00-\u0E2C\u0E2E-\u0E7F])\1{2,}/g, '$1'],
    // "ย้าย tool Order lookup จาก Orders ไป FAQ": taken from one, given to the other.
    [
      /ย้าย\s*(?:tool|เครื่องมือ)\s*([A-Za-z][\w .-]*?)\s*จาก\s*([A-Za-z][\w .-]*?)\s*ไป(?:ที่|ให้)?\s*([A-Za-z][\w.-]*(?: [A-Za-z][\w.-]*)*)/g,
      'เอา tool $1 ออกจาก $2\nให้ $3 ใช้ tool $1',
    ],
    // A memo's "เรียน …" line, its reason "เนื่องจาก … จึง", and its close "จึงเรียนมาเพื่อโปรด…".
    [/^[ \t]*เรียน[ \t]+[^\n]{1,40}$/gm, ''],
    [/(?:เนื่องจาก|เพราะ(?:ว่า)?)[^\n]*?\s*จึง(?=ขอ|ต้องการ|อยาก|รบกวน)/g, ''],
    [/จึงเรียนมาเพื่อ(?:โปรด)?(?:ทราบ|ดำเนินการ|พิจารณา)[^\n]*/g, ''],
    // "ขอชื่อ Main router ใหม่เป็น …": a new name asked for.
    [/ขอชื่อ\s*([A-Za-z][^\n]{0,40}?)\s*ใหม่\s*(?=เป็น|ว่า)/g, 'เปลี่ยนชื่อ $1 '],
    // "ลบ … ได้ไหม ครับ": the polite particle belongs to the words before it; "ได้ไหมคะไม่ได้ใช้
    // แล้ว": typed without a space, a sentence still ends after it.
    // ("สร้างเราเตอร์ชื่อ วันหยุด ค่ะ คำถามทั่วไปส่ง FAQ": a particle between spaces ends a sentence.)
    [/(?<=[\u0E00-\u0E7F])[ \t]+(?:นะ)?(?:ครับ|ค่ะ|คะ|คับ|จ้า)[ \t]+(?=[\u0E00-\u0E7F])/g, '\n'],
    // ("เปลี่ยนชื่อ FAQ เป็น คำถามทั่วไป จ้า": a particle that ends the message is no part of a name.)
    [/(?<=[\u0E00-\u0E7F])\s+(?:นะ)?(?:ครับ|ค่ะ|คะ|คับ|จ้า|จ้ะ|จ๊ะ)\s*[.!]*$/, ''],
    [/(?<=[\u0E00-\u0E7F])\s+(?=(?:นะ)?(?:ครับ|ค่ะ|คะ|คับ|จ้า)(?:\s|$))/g, ''],
    [
      /(?<=ครับ|ค่ะ|(?:ไหม|มั้ย|หน่อย|ด้วย|นะ|เลย|ที|แล้ว|ได้|เถอะ)(?:คะ|คับ|จ้า))(?=[ก-ฮเแโใไ])(?!ผม)(?![^"“”'‘’]*["”'’])/g,
      ' ',
    ],
    [/น้า(?=\s|$)/g, 'นะ'],
    [/ค่า(?=\s|$)/g, 'ค่ะ'],
  ],
};

/**
 * A request put as a question ("…に変えてもらえますか？", "ช่วยลบ … ได้ไหมครับ"): the ending is
 * taken off, so the clause reads as the request it is, as "could you …?" does in English.
 */
export const POLITE_ASKS: Readonly<Partial<Record<Language, RegExp>>> = {
  // (Also before a full stop: "…オンにしていただけますでしょうか。テスターは …".)
  // ("…に変えることってできますか？": asked as whether it can be done.)
  // ("…外していただけますと幸いです", "…いただければ助かります": a wish that it be done.)
  ja: /(?:(?:もらえ|いただけ|くれ)(?:ます|ません|る|ない)?(?:でしょう)?(?:かな|か)?|(?:もらえ|いただけ)(?:ますと|ると|れば|ましたら|たら)(?:幸い|助かり|助かる|嬉しい|うれしい|ありがたい|有難い)(?:です|ます|でございます)?|(?<=に)できる|(?<=に)できますか|(?<=[えてし])る?こと(?:って|は)?できますか|(?<=て)(?:もらって|いただいて)も?(?:いい|良い|よろしい)(?:です|でしょう)?か)\s*[?？]?\s*(?=。|$)/g,
  th: /\s*(?:ได้(?:ไหม|มั้ย|หรือเปล่า|ป่าว)|ให้(?:หน่อย|ด้วย|ที))(?:นะ)?(?:ครับ|คะ|ค่ะ|คับ|จ้า)?\s*[?？]?\s*$/,
};

/**
 * Japanese and Thai leave "it" unsaid when giving a tool just made: "Orders に使わせて", "ให้ Orders
 * ใช้ได้". These say a tool is given.
 */
export const UNSAID_TOOL: Readonly<Partial<Record<Language, RegExp>>> = {
  ja: /使わせ|使える|持たせ|付与|連携|付け|渡し|(?<=に\s*)あげて/,
  th: /ให้\s*(?:เอเจนต์|agent)?\s*(?:[A-Za-z][\w .-]*?|(?:ตัว|คน|น้อง)ที่\S{1,30}?)\s*ใช้(?!แล้ว)/,
};

/** Words that open a Japanese or Thai clause and only join it to the one before ("それから…"). */
export const CLAUSE_OPENERS: Readonly<Partial<Record<Language, RegExp>>> = {
  ja: /^(?:それから|そして|次に|あとは|あと|最後に|また|さらに|それと)、?\s*/,
  // ("จ้า เปลี่ยนชื่อ …": a chat's "yes" before the request opens it.)
  th: /^(?:จากนั้น|ต่อมา|และ|แล้วก็|แล้ว|รบกวน|ขอความกรุณา|กรุณา|ขอให้|(?:จ้า|จ้ะ|ค่ะ|ครับ)(?=\s|$))\s*/,
};

/** Words that name a kind of thing rather than one item. */
export type KindWord = RefType | 'test_mode' | 'testers' | 'human' | 'fallback' | 'pronoun';

/**
 * What a reading needs: a board item of a kind (`agent`, `tool`, `router`, `line`, `target`:
 * one item of the skill's kind, `targets`: one or more items of any kind), a value (`url`,
 * `method`, `emails`, `channelId`, `newName`, `text`, `topic`) or a kind word.
 */
export type Need =
  | 'agent'
  | 'tool'
  | 'line'
  | 'target'
  | 'targets'
  | 'url'
  | 'method'
  | 'emails'
  | 'channelId'
  | 'newName'
  | 'text'
  | 'topic'
  | 'items'
  | `kind:${KindWord}`;

export interface SkillReading {
  /** The skill this reading suggests; several readings may share one. */
  readonly skill: string;
  /** At least one of these must be in the clause (a whole word in English). */
  readonly words: Words;
  /** None of these may be in the clause. */
  readonly unless?: Words;
  readonly needs: readonly Need[];
  /** The plain English clause: `{name}` placeholders are filled from the needs. */
  readonly say: string;
  /** Where a `text` starts: after the item (default) or after the reading's word ("description"). */
  readonly textAfter?: 'item' | 'word';
}

export const KIND_WORDS: Readonly<Record<KindWord, Words>> = {
  sub_agent: {
    en: [
      'sub-agents',
      'sub-agent',
      'sub agent',
      'agents',
      'agent',
      'specialists',
      'specialist',
      'bot',
      'guy',
      'assistant',
      'department',
      'team',
    ],
    ja: [
      'サブエージェント',
      'エージェント',
      '担当',
      'アシスタント',
      'スペシャリスト',
      'ボット',
      'agent',
    ],
    th: ['เอเจนต์ย่อย', 'เอเจนต์', 'เอเจนท์', 'ตัวแทน', 'ผู้ช่วย', 'ซับเอเจนต์', 'agent'],
  },
  tool: {
    en: ['tools', 'tool', 'endpoint', 'api', 'integration', 'webhook', 'connector'],
    ja: [
      'ツール',
      'エンドポイント',
      'API',
      'インテグレーション',
      'Webhook',
      'ウェブフック',
      'tool',
    ],
    th: ['เครื่องมือ', 'ทูล', 'API', 'Webhook', 'เว็บฮุก', 'tool'],
  },
  router: {
    en: ['routers', 'router', 'switchboard'],
    ja: ['ルーター', 'ルータ', 'router'],
    th: ['เราเตอร์', 'router'],
  },
  line: {
    en: ['line channel', 'line integration', 'line account', 'line'],
    ja: ['LINE', 'ライン', 'チャンネル'],
    th: ['LINE', 'ไลน์', 'บัญชี'],
  },
  test_mode: {
    en: ['test mode', 'preview', 'testing'],
    ja: ['テストモード', 'プレビュー', 'テスト環境', 'サンドボックス', 'test mode', 'preview mode'],
    th: [
      'โหมดทดสอบ',
      'โหมดพรีวิว',
      'แซนด์บ็อกซ์',
      'โหมดเทส',
      'เทสโหมด',
      'โหมดเทสต์',
      'เทสต์โหมด',
      'โหมดทดลอง',
      'test mode',
      'preview mode',
    ],
  },
  testers: {
    en: ['testers', 'tester', 'testing', 'test', 'preview', 'try the bot', 'try it'],
    ja: ['テスター', 'tester'],
    th: ['ผู้ทดสอบ', 'เทสเตอร์', 'คนทดสอบ', 'คนเทส', 'tester'],
  },
  human: {
    en: ['human', 'humans', 'person', 'staff', 'operator', 'live agent', 'real person'],
    ja: ['人間', '有人', 'オペレータ', 'スタッフ', '人に', '担当者', 'エスカレーション', 'human'],
    th: ['เจ้าหน้าที่', 'พนักงาน', 'มนุษย์', 'แอดมิน', 'คนจริง', 'คนตอบ', 'ให้คน', 'เป็นคน', 'human'],
  },
  fallback: {
    en: [
      'fallback',
      'fall back',
      'falling back',
      'everything else',
      'anything else',
      'nothing matches',
      'nobody matches',
      'no rule matches',
      'no rule match',
      'nothing fits',
      'no rule fits',
      'no rule applies',
      'no match',
      "can't match",
      "doesn't match",
      "don't match",
      'nobody else',
      'no one else',
      "can't place",
      "can't route",
      "can't handle",
      'unmatched',
      'not matched',
      "isn't matched",
      'leftovers',
      "can't tell",
      "doesn't recognise",
      "doesn't recognize",
      "can't recognise",
      "can't recognize",
      "doesn't understand",
      "can't understand",
      "can't figure out",
      "can't work out",
      "doesn't know",
      'otherwise',
    ],
    ja: [
      'どれにも',
      '該当しない',
      // ("該当なしは有人対応で", "マッチしなかったら", "未分類の問い合わせ": what matched no rule.)
      '該当なし',
      '合わない',
      'マッチしなかった',
      '当てはまらなかった',
      '当たらへん',
      '未分類',
      '未マッチ',
      '当てはまらない',
      'マッチしない',
      '一致しない',
      // "振り分けられなかった会話", "振り分けできない質問": what the router could not place.
      '振り分けられな',
      '振り分けできな',
      '振り分け先がな',
      'それ以外',
      '残り',
      'その他の',
      'その他は',
      'フォールバック',
      // (An engineer's word for it: "メインルーターのデフォルトを人間に戻して", "fallback を…".)
      'デフォルト',
      'fallback',
    ],
    th: [
      'ไม่มีกฎ',
      'ไม่ตรงกับ',
      'ไม่ตรง rule',
      'ไม่ตรงกฎ',
      'ไม่เข้ากฎ',
      'ไม่มีใครตอบ',
      'ตอบไม่ได้',
      'ไม่เข้ากับ',
      'ไม่เข้าเงื่อนไข',
      'ไม่ตรงเงื่อนไข',
      'ที่เหลือ',
      'นอกนั้น',
      'ไม่ตรงอะไร',
      'ไม่เข้าใจ',
      'fallback',
    ],
  },
  pronoun: {
    en: [
      'that agent',
      'the new agent',
      'that sub-agent',
      'the new sub-agent',
      'that bot',
      'the new bot',
      'the new one',
      'that specialist',
      'the new specialist',
      'that assistant',
      'the new assistant',
      'that tool',
      'this tool',
      'the new tool',
      'that router',
      'the new router',
      'it',
      'there',
    ],
    ja: ['そのエージェント', 'そこ', 'それ', 'そちら', 'そっち'],
    th: ['เอเจนต์นั้น', 'ตัวนั้น', 'ตัวนี้', 'เอเจนต์นี้', 'ตัวใหม่', 'ไปที่มัน', 'ไปหามัน'],
  },
};

/**
 * Words that keep the reader out: questions, negations, a maybe. The clause goes to the clause
 * readers as typed, which suggest nothing for them.
 */
export const HOLD_WORDS: Words = {
  en: [
    'not now',
    'maybe',
    'might',
    'later',
    'not sure',
    'next week',
    'never mind',
    'wonder',
    'wondering',
    'whether',
    'if we',
    'thinking about',
    'considering',
    // ("make sure you don't delete FAQ", "…, please do not delete the faq agent": what not to do.)
    "you don't",
    'you do not',
    'you never',
    "please don't",
    'please do not',
    "pls don't",
    'pls do not',
    // ("send an email to alice@… telling her test mode is on": a message to a person.)
    'send an email',
    'send an e-mail',
    'email her',
    'email him',
    'email them',
  ],
  ja: [
    // ("Orders の説明変更は不要です": no change is needed; nor is a deletion, a disconnection, an
    // addition or a tool.)
    '変更は不要',
    '変更不要',
    '削除は不要',
    '削除不要',
    '削除はいらない',
    '削除は必要ない',
    '解除は不要',
    '追加は不要',
    '作成は不要',
    'ツールは不要',
    // ("削除は今回は見送らせていただきます": put off, not done.)
    '見送',
    '見合わせ',
    // ("…に変更（済）", "（保留）": a ticket's line already done, or on hold.)
    '（済）',
    '(済)',
    '保留',
    '変更はいらない',
    '変更は必要ない',
    'しないで',
    'さないで',
    'わないで',
    'めないで',
    'えないで',
    'ずに',
    'しなくて',
    'ですか',
    'でしょうか',
    'ありますか',
    'いますか',
    '何',
    'なぜ',
    'かな',
    'かも',
    '検討',
    'あとで',
    '後で',
    'のはやめ',
    'のをやめ',
    'どうなる',
    'どうなり',
    'どうすれば',
    // ("削除する必要はありません", "絶対に削除しないこと", "削除されるべきではありません",
    // "オフにしておきました": not needed, not to be done, or already done.)
    '必要はありません',
    '必要ありません',
    '必要はない',
    'しないこと',
    'べきではありません',
    'べきではない',
    'べきじゃない',
    'ておきました',
    // ("今日はまだ触らないでください", "切断はこちらでやるので": not to be touched, or done by us.)
    'らないで',
    'こちらでやる',
    'こちらで対応',
    // ("LINE はもう止めてあります", "誰か変えた？": already so, or asking who.)
    'てあり',
    'てある',
    '誰',
  ],
  th: [
    'อย่า',
    'เกิดอะไร',
    'ยังไง',
    'อย่างไร',
    'ทำไม',
    'ยังไม่',
    'ไม่อยาก',
    'ไหม',
    'มั้ย',
    'หรือเปล่า',
    'รึเปล่า',
    'หรือยัง',
    'อาจจะ',
    'บางที',
    'ทีหลัง',
    'ไม่ต้องลบ',
    'ไม่ต้องเปิด',
    'ไม่ต้องปิด',
    'ไม่ต้องเปลี่ยน',
    'ไม่ต้องส่ง',
    'ไม่ต้องยกเลิก',
    'ไม่ต้องตัด',
    'ไม่ต้องเอา',
    'ส่งอีเมล',
    // ("FAQ ไม่ควรถูกลบ", "ห้ามลบ Main router", "ตัดสินใจว่าจะไม่เปิด…": not to be done.)
    'ไม่ควรลบ',
    'ไม่ควรถูก',
    'ไม่ควรยกเลิก',
    'ไม่ควรเปิด',
    'ไม่ควรปิด',
    'ไม่ควรเปลี่ยน',
    'ห้ามลบ',
    'ห้ามเปิด',
    'ห้ามปิด',
    'ห้ามเปลี่ยน',
    'ห้ามยกเลิก',
    'ห้ามตัด',
    'จะไม่ลบ',
    'จะไม่เปิด',
    'จะไม่ปิด',
    'จะไม่เปลี่ยน',
    // ("Orders ลบไปแล้ว", "ไลน์ปิดอยู่แล้ว": already done or already so; "ใคร…เหรอ": who?)
    'ไปแล้ว',
    'เรียบร้อยแล้ว',
    'อยู่แล้ว',
    'เหรอ',
    // ("ใครเป็นคนดูแลคะ", "…จะไปที่ไหนคะ": who or where, asked; "อ่านแล้วงงๆ": only a complaint.)
    'ใครเป็น',
    'ใครดูแล',
    'คือใคร',
    'ที่ไหน',
    'งง',
    'สับสน',
  ],
};

/** English clauses that start with one of these ask for no change: negations and questions. */
export const HOLD_STARTS: readonly string[] = [
  "don't",
  'dont',
  'do not',
  'never',
  'not',
  'no need',
  'what',
  "what's",
  'why',
  'how',
  'who',
  'which',
  'where',
  'is',
  'are',
  'does',
  'do',
  'did',
  'should',
  'shall',
  'can i',
  'could i',
  // "Someone turned on test mode": a report of what another person did.
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'nobody',
  'no one',
];

/** A remark after the request begins with one of these after a comma or a dash ("…, we're moving"). */
export const REMARK_OPENERS: readonly string[] = [
  'we',
  "we're",
  "we'll",
  "we've",
  "it's",
  'it was',
  'it keeps',
  'it is',
  'they',
  'she',
  'he',
  'nobody',
  'no one',
  'the team',
  'the api',
  'the account',
  'the old',
  'humans',
  'since',
  'because',
  'as we',
  'until',
  'keep the',
  'shorter',
  "that's",
  'thanks',
  'thank you',
  'for now',
  'from now on',
  'going forward',
];

/**
 * A remark that says something about someone or something after a comma or a dash: "…, the bot's
 * giving weird answers there", "… — FAQ is answering things it shouldn't", "…, the sales team is
 * taking it over". A field and its value ("…, the URL is https://…") is no remark.
 */
export const REMARK_SUBJECT =
  /(?:,|\s[—–-])\s+(?:(?:the|our|this|that|these|those|their|its) (?:[a-z]+ |[A-Z][a-z]+ (?=(?:team|office|staff|people|folks|customers|users)\b))?)?(?!(?:url|endpoint|description|instructions|prompt|name|method|channel|id|secret|token|it|there|that|this|which|who|let|here|what|how)\b)[A-Za-z][\w-]*(?:'s| (?:is|are|was|were|keeps|has|have|isn't|aren't|wasn't|doesn't|don't|seems|looks|wants|prefers|handles|said|says|asked)) /;

/** A remark that needs no comma before it: "turn LINE off until it's ready". */
export const REMARK_CONJUNCTIONS: readonly string[] = [
  'until',
  'because',
  'since',
  'so that',
  // "Unhook the Support LINE account from this project": where it is, not which one.
  'from (?:this|the|our) (?:project|board|workspace)',
];

/** Words that end a new name or a topic: what follows them is a remark. */
export const VALUE_ENDS: Words = {
  en: [
    ',',
    ' — ',
    ' - ',
    ' from now on',
    ' going forward',
    ' moving forward',
    ' instead',
    ' please',
    ' for now',
    ' because',
    ' since',
    ' as well',
    ' too',
    ' again',
    ' and ',
  ],
  ja: ['に', 'として', 'という', '、', 'を', 'で', 'へ'],
  // Polite particles ("ด้วยค่ะ", "หน่อยครับ") end a name, with or without a space.
  th: [' ให้', ' นะ', 'ครับ', 'ค่ะ', ' คะ', 'ด้วย', 'หน่อย', ' จ้า', ' เลย', ' แล้ว', ' และ', ' เพราะ'],
};

/** Words after which a new item's name follows ("connect LINE channel … as Acme LINE"). */
export const CALLED_MARKERS: Words = {
  en: ['called', 'named', 'as', 'name it', 'call it', 'name', 'name is', 'name:'],
  th: ['ชื่อ', 'ชื่อว่า'],
};

/** Words between an item and a text it is given ("tell X to …", "X: never …"). */
export const TEXT_MARKERS: Words = {
  en: [
    'to:',
    'to',
    ':',
    'should say:',
    'should say',
    'to say',
    'so that it',
    'so it',
    'should',
    'must',
    'is',
  ],
  ja: ['を更新：', 'を更新:', 'を変更：', 'を変更:', '：', ':', 'に', '、', 'を', 'の'],
  th: ['ให้', 'เป็น', 'ว่า'],
};

/** Where a Japanese text ends: "…ように指示して". */
export const TEXT_ENDS: Words = {
  ja: ['ように', 'と指示', 'と伝え', 'に変更', 'に変え', 'に更新', 'に書き換え'],
  th: ['ครับ', 'ค่ะ', ' นะ', ' ด้วย', ' หน่อย'],
};

/**
 * Where the topic of a route is in a Japanese or Thai clause ("返金の質問は FAQ に回して");
 * English topics are what is left once the item, the verb and filler words are taken out.
 */
export const TOPIC_PATTERNS: Readonly<Partial<Record<Language, readonly RegExp[]>>> = {
  ja: [
    /^([^A-Za-z、]+?)(?:は|を)/,
    /(?:に|、)\s*([^\sA-Za-z、]+?)(?:も|を|は)/,
    /([^\s：:→A-Za-z]+)\s*(?:→|->)\s*[A-Za-z]/,
  ],
  // ("จัดส่ง" is delivery, "ค่าส่ง" shipping's price, "รับส่ง" a shuttle and "ขนส่ง" transport, not
  // "send": their ส่ง is no verb.)
  th: [
    /(?:กฎ|rule)\s*(?:เรื่อง)?\s*(.+?)\s*(?:ออก|ทิ้ง)/,
    /(?<!จัด|ค่า|รับ|ขน)ส่ง(.+?)ไป/,
    // ("ถ้าลูกค้าถามเรื่องคืนเงินให้ส่งไป FAQ": the condition is the topic.)
    /^(?:ถ้า(?:ลูกค้า|มีคน|คน|ใคร)?(?:ถาม|ทัก|ติดต่อ|พิมพ์)?(?:มา)?)?(.+?)(?:ให้)?(?:(?<!จัด|ค่า|รับ|ขน)ส่ง|ไปที่|ไปหา)/,
    /^(.+?)ให้\s*[A-Za-z]/,
    /ดูแล\s*(.+)$/,
    /([^\s:：→A-Za-z]+)\s*(?:→|->)\s*[A-Za-z]/,
  ],
};

/** Leading words between an item and its new name ("the Main router should be called Triage"). */
export const NAME_MARKERS: Words = {
  en: [
    "'s new name is",
    "'s name is now",
    "'s name should be",
    "'s name will be",
    'should now be called',
    'should be called',
    'will be called',
    'is now called',
    // "change Orders name to Shipment Desk": the field word before the value's own marker.
    'name to',
    // ("Orders → please rename to Shipping": the arrow, then the request said again.)
    '→ please rename to',
    '-> please rename to',
    '→ rename to',
    '-> rename to',
    'to',
    'as',
    'into',
    '→',
    '->',
    ':',
    '-',
    '–',
    '—',
    'rename it',
    'rename',
    'called',
    'named',
    'call it',
  ],
  ja: ['を', 'は', 'の名前を', 'の名前は', '名前を', '名前は', 'の名称を', 'の名称は', '名称を'],
  th: ['เป็น', 'ใหม่', 'ว่า'],
};

/** "「general questions」のルールを削除して", "ลบกฎ … ออก": a rule taken away, never one added. */
const REMOVE_RULE = {
  ja: [
    'ルールを削除',
    'ルールを外',
    'ルール、外',
    'ルールは外',
    'ルールを消',
    'ルールを取り除',
    'ルールはもういらない',
    'ルールはもう要らない',
    'ルールは要らない',
    'ルールはいらない',
    'ルールは不要',
  ],
  th: ['ลบกฎ', 'เอากฎ', 'ลบ rule', 'เอา rule'],
} as const;

const DELETE: Words = {
  en: [
    'delete',
    'remove',
    'get rid of',
    'drop',
    'retire',
    'kill',
    'nuke',
    'bin',
    'trash',
    'scrap',
    'off the board',
    'take down',
    'ditch',
    'can go',
    'has to go',
    'must go',
    'needs to go',
    'obsolete',
    'sunset',
    'deprecate',
    'decommission',
    'purge',
    'do without',
    "don't need",
    "don't use",
    'no longer need',
    'not using',
    "isn't needed",
    'not needed',
    "aren't needed",
  ],
  ja: [
    '削除',
    '消して',
    '消し',
    '消す',
    '消去',
    'いらない',
    '要らない',
    '不要',
    '取り除',
    'なくして',
    '廃止',
    '撤去',
    '抹消',
    '破棄',
  ],
  th: ['ลบ', 'ไม่ต้องใช้', 'ไม่ใช้แล้ว', 'ไม่ได้ใช้แล้ว', 'ทิ้ง'],
};

/**
 * A Japanese or Thai clause that names test mode and LINE or testers ("テストモードのまま LINE を
 * 止めて", "テスターから … を解除") is not read as turning test mode off.
 */
const NOT_TEST_MODE_OFF: Words = {
  // ("tell it to thank every customer": what an agent says to every customer.)
  en: ['line', 'tester', 'testers', 'tell', 'thank', 'greet', 'instruct', 'instructions'],
  ja: ['LINE', 'ライン', 'テスター'],
  th: ['LINE', 'ไลน์', 'ผู้ทดสอบ', 'เทสเตอร์', 'คนเทส', 'คนทดสอบ'],
};

/** The clause each kind of new item is created with; `{about}` says what it handles or calls. */
export const CREATE_SAYS: Readonly<Record<'sub_agent' | 'router' | 'tool' | 'builtin', string>> = {
  sub_agent: 'add a sub-agent called "{name}"{ that handles about}',
  router: 'add a router called "{name}"',
  tool: 'add an HTTP tool called "{name}"{ at url}',
  builtin: 'add a builtin tool called "{name}"',
};

/** Plural kind words that start a list of new items ("add two sub-agents: A for … and B for …"). */
export const LIST_KINDS: Readonly<Record<string, 'sub_agent' | 'router' | 'tool'>> = {
  'sub-agents': 'sub_agent',
  agents: 'sub_agent',
  specialists: 'sub_agent',
  assistants: 'sub_agent',
  routers: 'router',
  tools: 'tool',
  bots: 'sub_agent',
};

/** Skills in the order they are tried: the most specific first. */
/** What no rule matches, said in a clause that gives or takes a tool: it is about the fallback. */
/** "… description to mention it needs the order number": a field's new text, whatever it names. */
const SETS_A_FIELD = ['description to', 'instructions to', 'description of', 'instructions of'];

const NO_MATCH = [
  'nothing matches',
  'nobody matches',
  'no rule match',
  'no rule',
  'everything else',
  'anything else',
  'unmatched',
  'fallback',
  'fall back',
];

export const SKILL_READINGS: readonly SkillReading[] = [
  {
    skill: 'create',
    words: {
      en: ['add', 'create', 'new', 'make', 'set up', 'need', 'want', 'hire', 'build'],
      ja: [
        '追加',
        '作って',
        '作り',
        '作る',
        '作成',
        'ほしい',
        '欲しい',
        '新しい',
        '新規',
        '用意',
        '立ち上げ',
        'セットアップ',
      ],
      th: [
        'สร้าง',
        'เพิ่ม',
        'อยากได้',
        'อยากให้มี',
        'ต้องการ',
        'ใหม่',
        'add',
        'ช่วยทำ',
        'ทำ tool',
        'ทำเอเจนต์',
      ],
    },
    // "ตั้งชื่อ router ใหม่เป็น Front Door" renames it.
    unless: { th: ['ใหม่เป็น', 'ชื่อใหม่'] },
    needs: ['items'],
    say: '',
  },
  {
    // "testers should be just alice@…", "テスターは alice@… だけに": the list as it should end up.
    skill: 'test_mode.update',
    words: {
      // ("replace the tester list with qa1@… and qa2@…": the whole list, not one of them.)
      en: ['just', 'only', 'exactly', 'replace the tester list with', 'replace the testers with'],
      ja: ['だけ', 'のみ'],
      th: ['เท่านั้น', 'แค่'],
    },
    // "turn on test mode just for owner@…" turns it on for them; "just take alice@… off the
    // testers" takes one off.
    unless: {
      en: [
        'mode',
        'turn on',
        'enable',
        'start',
        'remove',
        'take',
        ' off',
        'drop',
        'delete',
        ' add',
      ],
      ja: ['モード', 'オン'],
      th: ['โหมด', 'เปิด'],
    },
    needs: ['emails', 'kind:testers'],
    say: 'set testers to {emails}',
  },
  {
    // "swap alice@… for bob@… in the testers": who is a tester leaves, who is not joins.
    skill: 'test_mode.update',
    words: {
      en: ['swap', 'replace', 'instead of', 'in place of'],
      ja: ['入れ替え', '差し替え', '代わりに'],
      // ("เปลี่ยน tester จาก alice@… เป็น fah@…": changed from one to the other.)
      th: ['สลับ', 'แทน', 'เปลี่ยน'],
    },
    needs: ['emails', 'kind:testers'],
    say: 'set testers by swapping {emails}',
  },
  {
    skill: 'test_mode.update',
    words: {
      en: [
        'remove',
        'take',
        'off',
        'delete',
        'drop',
        "shouldn't be",
        'should not be',
        'no longer',
        'no more',
        'anymore',
        "doesn't need",
      ],
      ja: ['外し', '外して', '削除', '除外', '解除', '消し', 'じゃなくて'],
      th: ['ออก', 'ลบ'],
    },
    needs: ['emails', 'kind:testers'],
    say: 'remove {emails} from testers',
  },
  {
    skill: 'test_mode.update',
    words: {
      en: ['add', 'put', 'let', 'invite', 'include', 'should be', 'make', 'be a', 'become', 'join'],
      ja: ['追加', '入れ', '加え', '登録', '招待', 'テスターに'],
      th: ['เพิ่ม', 'ใส่', 'ชวน', 'add'],
    },
    unless: {
      en: ['turn on', 'enable', 'switch', 'mode on', 'in test mode', 'into test mode'],
      ja: ['始め', 'オン'],
      th: ['เปิด'],
    },
    needs: ['emails', 'kind:testers'],
    say: 'add {emails} as a tester',
  },
  {
    // "swap owner@… for lead@…": an e-mail is only ever a tester.
    skill: 'test_mode.update',
    words: { en: ['swap', 'replace'] },
    unless: { en: ['agent', 'tool', 'router', 'line', 'channel', 'mode'] },
    needs: ['emails'],
    say: 'set testers by swapping {emails}',
  },
  {
    // "swap testers: remove alice@acme.test, add ben@acme.test": an e-mail is only ever a tester.
    skill: 'test_mode.update',
    words: { en: ['remove', 'drop', 'take off', 'kick'] },
    unless: { en: ['agent', 'tool', 'router', 'line', 'channel', 'mode'] },
    needs: ['emails'],
    say: 'remove {emails} from testers',
  },
  {
    // "…, put qa@acme.test instead": one in place of the tester just named.
    skill: 'test_mode.update',
    words: { en: ['instead'] },
    unless: { en: ['agent', 'tool', 'router', 'line', 'channel', 'mode', 'instructions', 'admin'] },
    needs: ['emails'],
    say: 'add {emails} as a tester instead',
  },
  {
    skill: 'test_mode.update',
    words: { en: ['put'] },
    unless: { en: ['agent', 'tool', 'router', 'line', 'channel', 'mode', 'instructions', 'admin'] },
    needs: ['emails'],
    say: 'add {emails} as a tester',
  },
  {
    skill: 'test_mode.update',
    words: { en: ['add'] },
    // "invite kim@… to the organization as an admin" is not about testers.
    unless: {
      en: [
        'agent',
        'sub-agent',
        'tool',
        'router',
        'line',
        'channel',
        'mode',
        'bot',
        'organization',
        'organisation',
        'admin',
        'team',
        'workspace',
        'account',
        'member',
        'owner',
        'role',
        'user',
      ],
    },
    needs: ['emails'],
    say: 'add {emails} as a tester',
  },
  {
    skill: 'test_mode.disable',
    words: {
      en: [
        'go live',
        'launch',
        'no more testing',
        // (Not "alice@… is done testing": a tester done is one tester.)
        "we're done testing",
        'we are done testing',
        "i'm done testing",
        'all done testing',
        'every customer',
        'all customers',
        'the public',
        'let everyone',
        'everyone can',
        'everyone should be able',
        'not just the testers',
        'not only the testers',
        'testing is done',
        'testing is over',
      ],
      ja: [
        '本番公開',
        '公開したい',
        '本番に切り替え',
        '本番環境に切り替え',
        'go live',
        'テスト完了',
        // ("テストモード終わり！みんなに公開しよ": the end of testing.)
        'テストモード終わり',
        'テストモード終了',
        'テスト終わり',
        'みんなに公開',
      ],
      th: ['ใช้งานจริง', 'ขึ้นระบบจริง', 'go live', 'ทดสอบเสร็จ'],
    },
    unless: NOT_TEST_MODE_OFF,
    needs: [],
    say: 'turn off test mode',
  },
  {
    // "テスター以外のお客様もボットを使えるように": everyone, not only the testers, can talk to it.
    skill: 'test_mode.disable',
    words: { ja: ['テスター以外のお客様も', 'テスター以外の人も', 'テスター以外も'] },
    unless: { ja: ['LINE', 'ライン', 'ない', 'だけ'] },
    needs: [],
    say: 'turn off test mode',
  },
  {
    // "I want testers to see the bot before customers do": a goal test mode reaches.
    skill: 'test_mode.enable',
    words: {
      en: ['before customers', 'before the customers', 'only testers', 'only the testers'],
      ja: ['テスターだけ', 'テスターのみ'],
      th: ['เฉพาะผู้ทดสอบ', 'เฉพาะคนเทส'],
    },
    unless: { en: ['off', 'leave', 'exit', 'remove', 'add'] },
    needs: [],
    say: 'turn on test mode',
  },
  {
    skill: 'test_mode.disable',
    words: {
      en: ['leave', 'exit', 'turn off', 'disable', 'end', 'stop', 'off', 'kill', 'shut off'],
      ja: [
        '終了',
        '切っ',
        '切る',
        '切りたい',
        'オフ',
        '無効',
        'やめ',
        '止め',
        '停止',
        '解除',
        '抜け',
      ],
      th: ['ปิด', 'หยุด', 'ออกจาก', 'เลิก'],
    },
    unless: NOT_TEST_MODE_OFF,
    needs: ['kind:test_mode'],
    say: 'turn off test mode',
  },
  {
    skill: 'test_mode.enable',
    words: {
      en: ['go into', 'switch to', 'turn on', 'enable', 'on', 'start', 'put', 'into'],
      ja: [
        'にしたい',
        'オン',
        '始め',
        '開始',
        '有効',
        'にして',
        'に切り替え',
        'に切替',
        'に入',
        'に移行',
        // ("テストモードONで！": on in Latin letters, right after test mode.)
        'モードon',
        'モード on',
      ],
      th: ['เปิด', 'เข้าโหมด', 'เริ่ม', 'สลับไป', 'เปลี่ยนเป็น'],
    },
    unless: {
      // ("test mode was turned on by mistake": what happened; "keep test mode on": what stays.)
      en: [
        'off',
        'leave',
        'keep',
        'exit',
        'was turned on',
        'got turned on',
        'been turned on',
        'was switched on',
      ],
      ja: ['オフ', '終了', '切っ', '切る', '本番', 'から', 'LINE', 'ライン'],
      th: ['ปิดโหมด', 'ออกจาก', 'LINE', 'ไลน์'],
    },
    needs: ['kind:test_mode'],
    say: 'turn on test mode{ for emails}',
  },
  {
    skill: 'line.connect',
    words: {
      en: ['connect', 'hook up', 'hooking up', 'hooked up', 'plug in', 'link', 'add'],
      ja: ['接続', '連携', '追加', 'つない', 'つなげ', 'つなぎ', '繋'],
      th: ['เชื่อม', 'เพิ่ม'],
    },
    unless: {
      en: ['disconnect', 'unlink', 'unplug'],
      ja: ['解除', '外', '切'],
      th: ['ยกเลิก', 'ตัด', 'เลิก'],
    },
    needs: ['channelId', 'newName', 'kind:line'],
    say: 'connect LINE channel {channelId} as "{newName}"',
  },
  {
    // "connect the new account 1657012345 as Acme Official": a channel id says LINE.
    skill: 'line.connect',
    words: { en: ['connect', 'hook up', 'link'] },
    unless: { en: ['disconnect', 'unlink', 'unplug'] },
    needs: ['channelId', 'newName'],
    say: 'connect LINE channel {channelId} as "{newName}"',
  },
  {
    skill: 'line.connect',
    words: {
      ja: ['接続', '連携', '追加', 'つない', 'つなげ', 'つなぎ', '繋'],
      th: ['เชื่อม', 'เพิ่ม'],
    },
    unless: { ja: ['解除', '外', '切'], th: ['ยกเลิก', 'ตัด', 'เลิก'] },
    needs: ['channelId', 'kind:line'],
    say: 'connect LINE channel {channelId}',
  },
  {
    skill: 'line.disconnect',
    words: {
      en: ['disconnect', 'unlink', 'unplug', 'remove', 'delete'],
      ja: [
        '接続を解除',
        '接続も解除',
        '接続解除',
        '連携を外',
        '連携も外',
        '連携を解除',
        '連携も解除',
        '連携解除',
        '連携の解除',
        '接続の解除',
        '接続を外',
        '接続も外',
        '接続を切',
        '接続切',
        '連携を切',
        '連携も切',
        '切断',
      ],
      th: ['ยกเลิกการเชื่อม', 'ตัดการเชื่อม', 'เลิกเชื่อม', 'unlink'],
    },
    needs: ['line'],
    say: 'disconnect {line}',
  },
  {
    skill: 'line.disable',
    words: {
      en: [
        'pause',
        'stop',
        'mute',
        'stop replying',
        'stop answering',
        'turn off',
        'disable',
        'switch off',
        'offline',
        'keep it connected',
        'shut off',
        'on hold',
        'silence',
        'freeze',
      ],
      // ("LINE でボットが返信しない状態にしたい": the state wanted, not a complaint.)
      ja: [
        '一時停止',
        '止め',
        '無効',
        '停止',
        'オフ',
        'ストップ',
        '休止',
        '返信しない状態',
        '返信しないように',
        '応答しない状態',
        '応答しないように',
      ],
      th: ['หยุด', 'ปิด', 'พัก', 'ระงับ'],
    },
    needs: ['line'],
    say: 'disable {line}',
  },
  {
    skill: 'line.enable',
    words: {
      en: [
        'resume',
        'unpause',
        'start answering',
        'again',
        'turn on',
        'enable',
        'back on',
        'online',
        'bring',
        'restart',
      ],
      ja: ['再開', '有効', 'オン', '再稼働', '稼働', '動かして', '戻して', '復活'],
      th: ['เปิด', 'กลับมา'],
    },
    needs: ['line'],
    say: 'enable {line}',
  },
  {
    // "change order lookup to POST https://…", "… should now POST to https://…": the method and
    // the URL at once.
    skill: 'tool.update',
    words: {
      en: ['change', 'update', 'switch', 'point', 'move', 'set', 'use', 'call', 'hit', 'should'],
    },
    needs: ['tool', 'url', 'method'],
    say: 'change the URL of {tool} to {url}\n{toolName} should use {method}',
  },
  {
    // "… の URL を … に変えて、メソッドは POST で": the method said with the address.
    skill: 'tool.update',
    words: {
      ja: ['変更', '変え', '移', 'にして', '更新', '替え', '換え'],
      th: ['เปลี่ยน', 'ย้าย', 'แก้', 'อัปเดต', 'อัพเดท'],
    },
    needs: ['tool', 'url', 'method'],
    say: 'change the URL of {tool} to {url}\n{toolName} should use {method}',
  },
  {
    skill: 'tool.update',
    words: {
      en: [
        'moved',
        'point',
        'is now',
        'lives at',
        'change',
        'update',
        'use',
        'set',
        'url',
        'swap',
        'switch',
        'call',
        'hit',
      ],
      // ("…の URL が … に変わったそうです": the address it has now.)
      ja: ['変更', '変え', '変わ', '移', 'にして', '更新', '替え', '換え'],
      th: ['เปลี่ยน', 'ย้าย', 'แก้', 'อัปเดต', 'อัพเดท'],
    },
    needs: ['tool', 'url'],
    say: 'change the URL of {tool} to {url}',
  },
  {
    // "…を追加して。https://… を GET で呼びます": the endpoint of the tool just named, said after it.
    skill: 'tool.update',
    words: { ja: ['呼び', '呼ぶ', '叩', 'URLは', 'URL は', 'です'], th: ['ยิง', 'เรียก', 'URL คือ'] },
    needs: ['url', 'method'],
    say: 'change the URL of it to {url}\nit should use {method}',
  },
  {
    // ("URL を https://… に変更して": the address alone, of the tool just named or the only one.)
    skill: 'tool.update',
    words: {
      ja: ['呼び', '呼ぶ', '叩', 'URLは', 'URL は', 'です', 'URLを', 'URL を', 'エンドポイントを'],
      th: ['ยิง', 'เรียก', 'URL คือ', 'URL เป็น', 'url เป็น'],
    },
    needs: ['url'],
    say: 'change the URL of it to {url}',
  },
  {
    skill: 'sub_agent.update',
    words: {
      ja: ['指示を', 'instructions を', 'instructionsを', 'instructions は', 'プロンプトを'],
      th: ['แก้คำสั่ง', 'เปลี่ยนคำสั่ง', 'instructions', 'prompt'],
    },
    // "instructions に「…」を追記": added to, not replaced.
    unless: { ja: ['追記', '追加', '足し'] },
    needs: ['agent', 'text'],
    say: 'change the instructions of {agent} to "{text}"',
  },
  {
    skill: 'tool.update',
    words: {
      en: ['use', 'switch', 'should', 'instead', 'change'],
      ja: ['変え', '変更', 'に', '→'],
      th: ['ใช้', 'เปลี่ยน', '→'],
    },
    needs: ['tool', 'method'],
    say: '{toolName} should use {method}',
  },
  {
    // "…のエンドポイントを … に、メソッドを POST に変更して": the method of the tool just named.
    skill: 'tool.update',
    words: { ja: ['メソッドを', 'メソッドも', 'メソッドは'], th: ['method เป็น', 'เมธอดเป็น'] },
    needs: ['method'],
    say: 'it should use {method}',
  },
  {
    skill: 'sub_agent.update',
    words: {
      en: [
        'take',
        'away',
        'from',
        "doesn't need",
        'no longer needs',
        'pull',
        'off',
        'lose',
        'loses',
        'revoke',
        "shouldn't call",
        "shouldn't use",
        'should not call',
        'should not use',
        "shouldn't have",
        'should not have',
        'no longer call',
        "shouldn't be able to",
        "can't use",
        'no longer use',
        'stop using',
        'disable',
      ],
      ja: ['外して', '外し', '取り上げ', '使えないように'],
      th: ['เอา', 'ออก', 'ไม่ต้องใช้', 'เลิกใช้'],
    },
    // "ลบกฎ … ออก", "…のルールを外して" take a rule away, not a tool; "if nothing matches, let FAQ
    // take it" is about the fallback; "… description to mention it needs … from …" sets a field.
    unless: {
      en: [...NO_MATCH, ...SETS_A_FIELD],
      ja: ['ルール'],
      th: ['กฎ'],
    },
    needs: ['tool', 'agent'],
    say: 'take {tool} away from {agent}',
  },
  {
    skill: 'sub_agent.update',
    words: {
      en: [
        'give',
        'let',
        'use',
        'access',
        'hand',
        'able to',
        'gets',
        'get the',
        'needs the',
        'need the',
        'have the',
        'hook',
        'connect',
      ],
      // ("FAQ に Order lookup ツールを追加して": a tool already there is added to an agent.)
      ja: [
        '使わせ',
        '使える',
        '持たせ',
        '渡し',
        '連携',
        '付与',
        '追加',
        '付け',
        'つけて',
        'つけてあげ',
        'にあげて',
        'に あげて',
      ],
      th: ['ใช้', 'ให้'],
    },
    // "if nothing matches, let FAQ handle it" is about the fallback; "… we don't use it" is a
    // remark.
    unless: {
      en: [...NO_MATCH, ...SETS_A_FIELD, "don't use", 'not using', "doesn't use", "aren't using"],
      th: ['ไม่ต้องใช้', 'ไม่ใช้', 'เอาออก'],
    },
    needs: ['tool', 'agent'],
    say: 'give {tool} to {agent}',
  },
  {
    skill: 'update.description',
    words: {
      en: ['description'],
      ja: ['説明文', '説明', 'description'],
      th: ['คำอธิบาย', 'description'],
    },
    // "FAQ の説明はこのままで大丈夫です": as it is, it asks nothing.
    unless: {
      ja: ['このまま', 'そのまま', '大丈夫', '問題ない', '問題なし'],
      th: ['เหมือนเดิม', 'ไม่ต้องแก้', 'ดีอยู่แล้ว'],
    },
    needs: ['target', 'text'],
    say: 'change the description of {target} to "{text}"',
    textAfter: 'word',
  },
  {
    skill: 'update.name',
    words: {
      en: ['rename', 'call', 'called', 'new name', 'name', '→', '->'],
      // ("Order lookup を Order finder に変更": a new Latin name for an item is a rename.)
      ja: ['改名', '名前', '名称', 'リネーム', 'rename', 'と呼', 'に変更', 'に変え', '→', '->'],
      th: ['เปลี่ยนชื่อ', 'แก้ชื่อ', 'ตั้งชื่อ', 'rename', '→', '->'],
    },
    // "create a router called VIP that sends complaints to Orders": a new item's name.
    // ("greet the customer by name" says nothing of the agent's name.)
    unless: {
      en: [
        'create',
        'make a',
        'set up',
        // ("Connect another LINE channel called "Sales LINE"", "…, one called "Escalations"".)
        'connect',
        'another',
        'one called',
        'one named',
        'new router',
        'new sub-agent',
        'new tool',
        'add an',
        // "We need a tool called …": a new one.
        ...[
          'a tool',
          'builtin tool',
          'built-in tool',
          'http tool',
          'an agent',
          'a sub-agent',
          'a router',
          'a bot',
          'a specialist',
        ].flatMap((kind) => [`${kind} called`, `${kind} named`]),
        'by name',
        'by their name',
        // ("we call the lookup tool "the finder" internally": what it is called, not a rename.)
        'internally',
        'everyone calls',
        'people call',
        // ("FAQ shouldn't call APIs": what it calls, not what it is called.)
        ...[
          'should',
          "shouldn't",
          'should not',
          'can',
          "can't",
          'cannot',
          'must',
          'never',
          'to',
        ].map((word) => `${word} call`),
        'first name',
        "customer's name",
      ],
      // ("新しいLINE公式アカウントをつなぎたい。チャンネルIDは …、名前は「…」": a new channel's name.)
      ja: [
        'フォールバック',
        'それ以外',
        'ルーティング',
        'チャンネルid',
        'チャネルid',
        'つなぎ',
        'つなげ',
        // ("名前、前は Front desk でした": what it was called.)
        '前は',
        'でした',
        // ("説明だけ「注文担当」に変えて": another field's new text, never a name.)
        '説明',
        '指示',
        'プロンプト',
        'instruction',
        'description',
        'prompt',
      ],
      th: ['fallback', 'ที่เหลือ', 'router:'],
    },
    needs: ['target', 'newName'],
    say: 'rename {target} to "{newName}"',
  },
  {
    skill: 'router.update',
    words: {
      en: [
        'escalate',
        'hand over',
        'fallback',
        'fall back',
        'route',
        'send',
        'go to',
        'goes to',
        'hand',
        'give',
        'pass',
        'handle',
        'take over',
      ],
      ja: [
        '引き継',
        '回して',
        '回し',
        '回す',
        '送っ',
        '任せ',
        '渡し',
        'つない',
        '繋い',
        '転送',
        'エスカレ',
        '有人対応',
        '対応',
        // ("フォールバックを人間にして", "…は人間に戻して": back to a person.)
        'にして',
        '戻し',
      ],
      th: ['ส่ง', 'โอน', 'ตอบ', 'ดูแล', 'ตั้ง', 'เป็น'],
    },
    needs: ['kind:fallback', 'kind:human'],
    say: 'send everything else to a human',
  },
  {
    skill: 'router.update',
    // "a builtin tool named Escalate that hands … to a human" makes a tool, not a fallback.
    unless: { en: ['called', 'named', 'builtin', 'built-in', 'tool'] },
    words: {
      en: ['escalate', 'escalated', 'hand over', 'hand it over'],
      ja: ['人間に引き継', 'エスカレーション'],
      th: ['ส่งต่อให้เจ้าหน้าที่'],
    },
    needs: ['kind:human'],
    say: 'send everything else to a human',
  },
  {
    // "remove FAQ as the fallback": a human takes what no rule matches again.
    skill: 'router.update',
    words: { en: ['remove', 'drop', 'no longer', 'stop using', 'take', 'unset'] },
    // "if nothing matches, let FAQ take it" gives the fallback to FAQ.
    unless: { en: ['let', 'take it', 'take them', 'take over'] },
    needs: ['kind:fallback', 'agent'],
    say: 'send everything else to a human',
  },
  {
    skill: 'router.update',
    words: {
      en: [
        'fallback',
        'fall back',
        'everything else',
        'nothing matches',
        'goes to',
        'go to',
        'route',
        'hand',
        'answer',
        'reply',
        'handle',
        'take',
        'send',
        '→',
      ],
      ja: [
        '回して',
        '回し',
        '回す',
        '送っ',
        '任せ',
        '振っ',
        '転送',
        'にして',
        '設定',
        'に変更',
        '戻し',
        '流し',
        'にお願い',
        '→',
      ],
      // ("…ให้ Orders รับไปเลย": Orders takes them.)
      th: ['ส่ง', 'ตอบ', 'ดูแล', 'ตั้ง', 'เป็น', 'รับ', 'ไปที่', '→'],
    },
    unless: { en: ['human', 'person'], ja: ['人間', '有人'], th: ['เจ้าหน้าที่'] },
    needs: ['kind:fallback', 'agent'],
    say: 'send everything else to {agent}',
  },
  {
    skill: 'sub_agent.update',
    // "FAQ は絵文字を使って答えるようにしてほしい", "ให้ Orders ถามเลขออเดอร์ก่อนทุกครั้ง", "อยากให้ FAQ
    // ตอบเป็นภาษาไทย": how it should behave, said as a wish.
    words: {
      en: ['make sure', 'ensure'],
      ja: ['指示', 'instruction', '伝え', '追記', 'ようにしてほしい', 'ようになってほしい'],
      th: ['บอก', 'ต้อง'],
    },
    // "make sure FAQ has no tools" asks how the board is, not what FAQ should say.
    unless: {
      en: ['has no', 'has the', 'has access', 'is connected', 'is disabled', 'is enabled'],
      // ("เมื่อกี้ที่บอกให้ลบ Orders ยกเลิกนะ": what was said before, taken back.)
      th: ['ไม่ต้อง', 'ที่บอก', 'ยกเลิก'],
    },
    needs: ['agent', 'text'],
    say: 'instruct {agent} to {text}',
  },
  {
    skill: 'sub_agent.update',
    words: { en: ['instructions', 'prompt'], th: ['คำสั่งของ'] },
    // "change X's instructions to …" replaces them: the clause readers do that. "X's
    // instructions look fine" says how they are.
    unless: {
      en: [
        ...[
          'look',
          'looks',
          'seem',
          'seems',
          'are',
          'is',
          'were',
          'sound',
          'feel',
          'say',
          'says',
        ].flatMap((verb) => [`instructions ${verb}`, `prompt ${verb}`]),
        'instructions to',
        'prompt to',
        'instructions of',
        'prompt of',
        'instructions:',
        'change',
        'set',
        'replace',
        'rewrite',
      ],
      // ("ขอดูคำสั่งของ Orders หน่อย": to see them, not to add to them.)
      th: ['ขอดู', 'อยากดู', 'ดูคำสั่ง'],
    },
    needs: ['agent', 'text'],
    textAfter: 'word',
    say: 'instruct {agent} to {text}',
  },
  {
    // "「general questions」のルールを削除して", "ลบกฎ general questions ออกจากเราเตอร์".
    skill: 'router.update',
    words: REMOVE_RULE,
    needs: ['topic'],
    say: 'remove the "{topic}" rule',
  },
  {
    // "一般的な質問を FAQ に送っているルールを削除して", "ลบกฎที่ส่ง general questions ไป FAQ ออก".
    skill: 'router.update',
    words: REMOVE_RULE,
    needs: ['agent', 'topic'],
    say: 'stop routing {topic} to {agentName}',
  },
  {
    // "ルーティングから FAQ のルールを外して", "ลบกฎของ FAQ": the rule that sends to the sub-agent.
    skill: 'router.update',
    words: REMOVE_RULE,
    needs: ['agent'],
    say: 'stop routing to {agentName}',
  },
  {
    skill: 'router.update',
    words: {
      en: [
        'stop sending',
        'stop routing',
        'stop getting',
        'stop receiving',
        "shouldn't get",
        'no longer get',
        'stop giving',
        "shouldn't send",
        'should not send',
        "shouldn't route",
        'no longer send',
        'no longer route',
      ],
      ja: ['送らないで', '回さないで', '振り分けないで', '送るのをやめ', '回すのをやめ'],
      th: ['เลิกส่ง', 'หยุดส่ง', 'ไม่ต้องส่ง'],
    },
    needs: ['agent', 'topic'],
    say: 'stop routing {topic} to {agentName}',
  },
  {
    skill: 'delete',
    words: DELETE,
    // "drop the rule that sends order status to Orders" removes a rule, not Orders.
    // "Remove Orders from the router" takes its rules away; Orders stays.
    unless: {
      en: [
        'rule',
        'rules',
        'fallback',
        'from the router',
        'off the router',
        // "Delete FAQ's instructions" is about a field of FAQ, not FAQ.
        "'s instructions",
        "'s description",
        "'s prompt",
        "'s url",
        "'s name",
        'out of the router',
        'from routing',
      ],
      // ("削除はやめて": the deletion is called off.)
      ja: [
        'ルール',
        'やめ',
        'しないで',
        '中止',
        'なしで',
        'はなし',
        'ルーターから',
        'ルーティングから',
      ],
      th: ['กฎ', 'ไม่ต้องลบ', 'อย่าลบ', 'ออกจาก router', 'ออกจากเราเตอร์'],
    },
    needs: ['targets'],
    say: 'delete {target}',
  },
  {
    skill: 'router.update',
    words: {
      en: [
        'route',
        'send',
        'forward',
        'pass',
        'go to',
        'goes to',
        'should go',
        'handle',
        'take',
        'pick up',
        'answered by',
        'handled by',
        'belong with',
        'belongs with',
        'assign',
        'responsible for',
        'in charge of',
        'take over',
        'point',
        'direct',
      ],
      ja: [
        '回して',
        '回し',
        '回す',
        '振り分け',
        '振っ',
        '任せ',
        '送って',
        '送っ',
        '転送',
        '割り当て',
        '担当させ',
        '受け持',
        'ルーティング',
        // ("チェックイン時間の質問は FAQ に答えてほしい": who answers them.)
        'に答えて',
        'が答える',
        'に対応して',
        'が対応',
        '流して',
        'にお願い',
        'に お願い',
      ],
      th: ['ส่ง', 'ดูแล', 'ไปที่', 'ไปหา', 'ให้ไป', 'รับไป', 'รับเรื่อง', '→'],
    },
    // "…called Exchanges? it should handle exchange requests": what the new item is for. "New
    // router 'VIP': complaints go to Orders": the rules of a new router, not of the board's.
    unless: {
      en: [
        'off the',
        'out of the',
        'away from',
        'it should handle',
        'it will handle',
        'it handles',
        'it handle',
        'new router',
        'router called',
        'router named',
        "shouldn't",
        'should not',
        'no longer',
        'stop',
        // ("Orders seems to handle refunds fine now": how it is, not a request.)
        'seems to',
        'seem to',
        'appears to',
        'used to',
        // ("Orders will need a way to pass chats to a person": where chats go is no sub-agent.)
        'to a person',
        'to a human',
        'to staff',
        'to a real person',
        'to a live agent',
      ],
      ja: [
        'というルーター',
        '新しいルーター',
        'ルーターを作',
        'ルーターを追加',
        'ルーターを新',
        ...REMOVE_RULE.ja,
      ],
      th: [
        // ("สร้างเอเจนต์ชื่อ Order ดูแลเรื่อง…": what a new sub-agent handles, never a route.)
        'สร้างเอเจนต์ชื่อ',
        'สร้างซับเอเจนต์ชื่อ',
        'เพิ่มเอเจนต์ชื่อ',
        'เพิ่มซับเอเจนต์ชื่อ',
        'router ชื่อ',
        'เราเตอร์ชื่อ',
        'เราเตอร์ใหม่',
        'router ใหม่',
        'สร้าง router',
        'สร้างเราเตอร์',
        ...REMOVE_RULE.th,
      ],
    },
    needs: ['agent', 'topic'],
    say: 'route "{topic}" to {agent}',
  },
];

/** Words that never make a topic on their own ("take it off" is no route). */
export const NOT_TOPICS: ReadonlySet<string> = new Set([
  // ("ok just send all of those over to Orders": a topic said before, never here.)
  'those',
  'these',
  'they',
  'everything',
  'anything',
  'too',
  'as',
  'well',
  'the',
  'นั้น',
  'นี้',
  'それ',
  'その',
  'that',
  'this',
  'all',
  'ok',
  'okay',
  'just',
  'of',
  'off',
  'on',
  'up',
  'out',
  'away',
  'back',
  'down',
  'over',
  'it',
  'them',
  'there',
  // ("can those go to the FAQ one instead?")
  'one',
  'ones',
  // ("Can we point those at FAQ", "send people to Orders": who asks, never what about.)
  'people',
  'customers',
  'users',
  'everyone',
  'we',
  'you',
  'i',
  'us',
  'can',
  'could',
]);

/** Words of a route clause that are not its topic. */
export const TOPIC_FILLER: Words = {
  en: [
    'stuff',
    'you should',
    'you need to',
    'you must',
    'and then',
    'and',
    'so',
    '&',
    '+',
    'then',
    'also',
    "i'd like",
    'i would like',
    'i want',
    'we want',
    'can we',
    'could we',
    'the bot should',
    'bot should',
    'i need',
    'we need',
    'to be',
    'if someone asks about',
    'someone asks about',
    'anything about',
    'anything mentioning',
    'everything about',
    'from now on',
    'any more',
    'anymore',
    // ("can you route …", "Quick one: route …": asked, not part of the topic.)
    'can you',
    'could you',
    'would you',
    'will you',
    'can u',
    'quick one',
    'quick question',
    'one more thing',
    'oh and',
    'btw',
    'pls',
    'plz',
    'kindly',
    'just',
    'over to',
    'them',
    'should be',
    'should',
    'please',
    'thanks',
    'have',
    'make',
    'let',
    'can',
    'could',
    'would',
    'as well',
    'too',
    'stuff',
    'all',
    'the',
    'a',
    'an',
    'to',
    'by',
  ],
  ja: ['の質問', 'に関する問い合わせ', 'の問い合わせ', 'に関する', 'について'],
  th: ['คำถามเกี่ยวกับ', 'คำถามเรื่อง', 'เรื่อง', 'เกี่ยวกับ', 'ให้ router', 'ให้เราเตอร์'],
};
